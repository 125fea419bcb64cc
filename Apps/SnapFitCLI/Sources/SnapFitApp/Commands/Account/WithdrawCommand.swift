/// `withdraw --confirm`: deletes the account for good. Without `--confirm` the scene asks to confirm: the shell puts
/// the question to the user; a script is refused.
struct WithdrawCommand: Command {
    let name = "withdraw"
    let usage = LocalizedText(verbatim: "withdraw --confirm")
    let arguments = ArgumentSpec(flags: [.switch("confirm")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let display = MyPageConsoleDisplay(context)
        let scene = context.di.makeMyPageScene(display: display)
        await scene.withdraw(request: .init(confirmed: arguments.isPresent("confirm") ? true : nil))
        return await Walkthrough(display: display, scene: scene, context: context) { _ in "--confirm" }.run()
    }
}
