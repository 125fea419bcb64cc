import SnapFitDomain
import SnapFitPresentation

/// `login <kakao|apple> <social-token>`. In the shell, an unknown account is offered the sign-up walk-through.
struct LoginCommand: Command {
    let name = "login"
    let summary = LocalizedText("소셜 계정으로 로그인", "sign in with a social account")
    let arguments = ArgumentSpec(positionals: [.required("kakao|apple"), .required("social-token")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let provider: SocialProvider
        do throws(UsageError) {
            provider = try AccountArguments.provider(arguments.positional("kakao|apple") ?? "")
        } catch {
            return .failure(context.usageFailure(error))
        }
        let socialToken = arguments.positional("social-token") ?? ""
        let display = LoginConsoleDisplay(style: context.style)
        await context.di.makeLoginScene(display: display).signIn(
            request: .init(provider: provider, socialToken: socialToken))
        let result = display.outcome(language: context.language)
        guard display.needsSignUp, let prompter = context.prompter, case .success(let output) = result else {
            return result
        }
        output.lines.forEach(prompter.say)
        let question = LocalizedText("지금 가입하시겠습니까?", "Sign up now?").text(in: context.language)
        guard YesNo.ask(question, prompter: prompter, language: context.language) == true else {
            let later = LocalizedText(
                "나중에 'signup \(provider.rawValue) <토큰>'으로 가입할 수 있습니다.",
                "You can sign up later with 'signup \(provider.rawValue) <token>'.")
            return .success(
                CommandOutput(data: output.data, lines: [context.style.dim(later.text(in: context.language))]))
        }
        return await SignUpWalkthrough(
            provider: provider, socialToken: socialToken, context: context, prompter: prompter
        ).run()
    }
}
