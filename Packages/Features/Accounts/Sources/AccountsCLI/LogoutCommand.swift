import AccountsDomain
import AccountsPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation
import SnapFitTerminal

/// `logout`: ends the session; this machine forgets it even when the server cannot be told.
struct LogoutCommand: Command {
    let name = "logout"
    let summary = LocalizedText("로그아웃", "sign out")
    let changesUser = true
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recorder = SceneRecorder()
        await MyPageConfigurator.configure(
            display: recorder, dependencies: AccountsUseCases(context.services.useCases), language: context.language
        ).logout(request: .init())
        return context.result(
            recorder, MyPageScene.Logout.ViewModel.self, lines: MyPageConsoleView(console: context.console).lines)
    }
}
