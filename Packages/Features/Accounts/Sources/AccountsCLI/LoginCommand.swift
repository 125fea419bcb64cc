import AccountsDomain
import AccountsPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation
import SnapFitTerminal

/// `login <kakao|apple> <social-token>`. In the shell, an unknown account is offered the sign-up walk-through.
struct LoginCommand: Command {
    let name = "login"
    let summary = LocalizedText("소셜 계정으로 로그인", "sign in with a social account")
    let example: String? = "login kakao dev-customer"
    let changesUser = true
    let arguments = ArgumentSpec(positionals: [.required("kakao|apple"), .required(AccountArguments.socialToken)])
    let secrets = [AccountArguments.socialToken]

    /// What the shell asks after a login that found no account.
    static let signUpNow = LocalizedText("지금 가입하시겠습니까?", "Sign up now?")

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let provider = try AccountArguments.provider(arguments.positional("kakao|apple") ?? "")
        let socialToken = arguments.positional(AccountArguments.socialToken) ?? ""
        let recording = SceneRecording<LoginScene.Outcome>()
        await LoginConfigurator.configure(
            display: recording, dependencies: AccountsUseCases(context.services.useCases), language: context.language
        ).signIn(request: .init(provider: provider, socialToken: socialToken))
        let result = recording.result { outcome in
            switch outcome {
            case .signedIn(let signedIn): .shown(signedIn, LoginConsoleView(console: context.console).lines)
            case .signUpNeeded(let needed): .failed(needed.error)
            case .failed(let error): .failed(error)
            }
        }
        guard let prompter = context.prompter, case .failure(let failure) = result,
            case .signUp(let offered?)? = failure.error.nextAction, offered == provider
        else { return result }
        let question = failure.error.message + " " + Self.signUpNow.text(in: context.language)
        guard YesNo.ask(question, prompter: prompter, language: context.language) == true else { return result }
        return try await SignupCommand.walkThrough(
            .init(provider: provider, socialToken: socialToken), context: context)
    }
}
