/// `withdraw --confirm`: deletes the account for good. Without `--confirm` the scene asks to confirm: the shell puts
/// the question to the user; elsewhere it is refused.
struct WithdrawCommand: Command {
    let name = "withdraw"
    let arguments = ArgumentSpec(flags: [.switch("confirm")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let display = MyPageConsoleDisplay(context)
        let scene = context.di.makeMyPageScene(display: display)
        await scene.withdraw(request: .init(confirmed: arguments.isPresent("confirm") ? true : nil))
        if let question = display.takeWithdrawalQuestion() {
            guard let prompter = context.prompter else {
                throw UsageError(LocalizedText(verbatim: question.warning), hint: CLIWords.withdrawHint)
            }
            let confirmed = YesNo.ask(question.prompt, prompter: prompter, language: context.language) ?? false
            await scene.withdraw(request: .init(confirmed: confirmed))
        }
        return display.outcome()
    }
}
