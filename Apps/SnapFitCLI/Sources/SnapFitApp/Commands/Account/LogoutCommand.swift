import SnapFitPresentation
import SnapFitTerminal

/// `logout`: ends the session; this machine forgets it even when the server cannot be told.
struct LogoutCommand: Command {
    let name = "logout"
    let changesUser = true
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recorder = SceneRecorder()
        await context.services.makeMyPageScene(display: recorder).logout(request: .init())
        return context.result(
            recorder, MyPageScene.Logout.ViewModel.self, lines: MyPageConsoleView(console: context.console).lines)
    }
}
