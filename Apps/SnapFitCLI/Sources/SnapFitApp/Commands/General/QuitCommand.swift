import SnapFitTerminal

/// `quit` (or `exit`): ends the interactive shell or the script; on the command line it does nothing.
struct QuitCommand: Command {
    let name = "quit"
    let aliases = ["exit"]
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        .success(CommandOutput(data: [String: String](), lines: [], endsSession: true))
    }
}
