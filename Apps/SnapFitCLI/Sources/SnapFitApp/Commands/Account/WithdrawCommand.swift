import SnapFitPresentation
import SnapFitTerminal

/// `withdraw --confirm`: deletes the account for good. In the shell, without `--confirm`, the scene's question is put
/// to the user.
struct WithdrawCommand: Command {
    let name = "withdraw"
    let changesUser = true
    let arguments = ArgumentSpec(flags: [confirm])
    private static let confirm = ArgumentSpec.Flag.switch("confirm", required: true)

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let recorder = SceneRecorder()
        let scene = context.services.makeMyPageScene(display: recorder)
        await scene.withdraw(request: .init(confirmed: arguments.isPresent(Self.confirm.name) ? true : nil))
        return try await Walkthrough<MyPageScene.Withdraw.Step>(recorder: recorder, scene: scene, context: context) {
            _ in
            []
        } outcome: {
            context.result(
                $0, MyPageScene.Withdraw.ViewModel.self, lines: MyPageConsoleView(console: context.console).lines)
        }.run()
    }
}
