import SnapFitTerminal

/// `withdraw --confirm`: deletes the account for good. In the shell, without `--confirm`, the scene's question is put
/// to the user.
struct WithdrawCommand: Command {
    let name = "withdraw"
    let arguments = ArgumentSpec(flags: [confirm])
    private static let confirm = ArgumentSpec.Flag.switch("confirm", required: true)

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let display = MyPageConsoleDisplay(context)
        let scene = context.services.makeMyPageScene(display: display)
        await scene.withdraw(request: .init(confirmed: arguments.isPresent(Self.confirm.name) ? true : nil))
        return try await Walkthrough(display: display, scene: scene, context: context).run()
    }
}
