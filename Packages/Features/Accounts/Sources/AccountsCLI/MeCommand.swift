import AccountsDomain
import AccountsPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation
import SnapFitTerminal

/// `me`: the profile with the like and reservation counts, and a maker's tools.
struct MeCommand: Command {
    let name = "me"
    let summary = LocalizedText(
        "내 정보: 닉네임, 분위기, 역할, 찜·예약 수", "my page: nickname, vibes, role, like and reservation counts")
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recording = SceneRecording<MyPageScene.Outcome>()
        await MyPageConfigurator.configure(
            display: recording, dependencies: AccountsUseCases(context.services.useCases), language: context.language
        ).load(request: .init())
        return recording.result { outcome in
            switch outcome {
            case .myPage(let page): .shown(page, MyPageConsoleView(console: context.console).lines)
            case .failed(let error): .failed(error)
            case .loggedOut, .question, .withdrawn: nil
            }
        }
    }
}
