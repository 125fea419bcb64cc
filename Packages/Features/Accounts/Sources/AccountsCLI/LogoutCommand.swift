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
        let recording = SceneRecording<MyPageScene.Outcome>()
        await MyPageConfigurator.configure(
            display: recording, dependencies: AccountsUseCases(context.services.useCases), language: context.language
        ).logout(request: .init())
        return recording.result { outcome in
            switch outcome {
            case .loggedOut(let loggedOut): .shown(loggedOut, MyPageConsoleView(console: context.console).lines)
            case .failed(let error): .failed(error)
            case .myPage, .question, .withdrawn: nil
            }
        }
    }
}
