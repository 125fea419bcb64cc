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
        let recorder = SceneRecorder()
        await MyPageConfigurator.configure(
            display: recorder, dependencies: AccountsUseCases(context.services.useCases), language: context.language
        ).load(request: .init())
        return context.result(
            recorder, MyPageScene.Load.ViewModel.self, lines: MyPageConsoleView(console: context.console).lines)
    }
}
