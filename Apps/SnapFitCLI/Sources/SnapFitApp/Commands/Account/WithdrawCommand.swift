/// `withdraw --confirm`: deletes the account for good. Without `--confirm` the shell asks; elsewhere it is refused.
struct WithdrawCommand: Command {
    let name = "withdraw"
    let summary = LocalizedText("회원 탈퇴 (되돌릴 수 없음)", "withdraw the account (cannot be undone)")
    let arguments = ArgumentSpec(flags: [.switch("confirm")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let language = context.language
        if !arguments.isPresent("confirm") {
            guard let prompter = context.prompter else {
                return .failure(
                    context.usageFailure(
                        UsageError(
                            LocalizedText(
                                "탈퇴는 되돌릴 수 없고, 같은 소셜 계정으로 다시 가입할 수 없습니다.",
                                "Withdrawal cannot be undone, and the same social account cannot sign up again."),
                            hint: LocalizedText(
                                "정말 탈퇴하려면 'withdraw --confirm'을 실행하세요.", "To withdraw, run 'withdraw --confirm'."))))
            }
            let question = language.pick(
                "정말 탈퇴하시겠습니까? 스냅핏과의 추억이 모두 사라집니다!", "Really withdraw? Your SnapFit memories will all be gone!")
            guard YesNo.ask(question, prompter: prompter, language: language) == true else {
                let kept = language.pick("탈퇴하지 않았습니다.", "Your account is kept.")
                return .success(CommandOutput(data: ["withdrawn": false], lines: [kept]))
            }
        }
        let display = MyPageConsoleDisplay(style: context.style, language: language)
        await context.di.makeMyPageScene(display: display).withdraw(request: .init())
        return display.outcome(language: language)
    }
}
