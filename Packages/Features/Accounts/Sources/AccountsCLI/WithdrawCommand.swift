import AccountsDomain
import AccountsPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation
import SnapFitTerminal

/// `withdraw --confirm`: deletes the account for good. In the shell, without `--confirm`, the scene's question is put
/// to the user.
struct WithdrawCommand: Command {
    let name = "withdraw"
    let summary = LocalizedText("회원 탈퇴 (되돌릴 수 없음)", "withdraw the account (cannot be undone)")
    let changesUser = true
    let arguments = ArgumentSpec(flags: [confirm])
    private static let confirm = ArgumentSpec.Flag.switch("confirm", required: true)

    func optionSummary(_ flag: String) -> LocalizedText? {
        flag == Self.confirm.name ? LocalizedText("되돌릴 수 없음을 알고 탈퇴", "withdraw, knowing it cannot be undone") : nil
    }

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let recording = SceneRecording<MyPageScene.Outcome>()
        let scene = MyPageConfigurator.configure(
            display: recording, dependencies: AccountsUseCases(context.services.useCases), language: context.language)
        await scene.withdraw(request: .init(confirmed: arguments.isPresent(Self.confirm.name) ? true : nil))
        let view = MyPageConsoleView(console: context.console)
        return try await Walkthrough<MyPageScene.Outcome, MyPageScene.Withdraw.Step>(
            recording: recording, scene: scene, context: context
        ) { outcome in
            switch outcome {
            case .question(let question): .question(question)
            case .withdrawn(let withdrawn): .end(.shown(withdrawn, view.lines))
            case .failed(let error): .end(.failed(error))
            case .myPage, .loggedOut: .note([])
            }
        }.run()
    }
}
