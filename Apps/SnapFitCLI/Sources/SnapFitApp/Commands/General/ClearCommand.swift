import SnapFitTerminal

/// `clear`: clears the terminal, as the shell's own `clear` does; elsewhere (a script, a pipe, `--json`) it does nothing.
struct ClearCommand: Command {
    let name = "clear"
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        .success(CommandOutput(data: [String: String](), lines: [], clearsScreen: true))
    }
}
