import SnapFitTerminal

/// `logout`: ends the session; this machine forgets it even when the server cannot be told.
struct LogoutCommand: Command {
    let name = "logout"
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let display = MyPageConsoleDisplay(context)
        await context.services.makeMyPageScene(display: display).logout(request: .init())
        return display.outcome()
    }
}
