import SnapFitPresentation
import SnapFitTerminal

/// `login <kakao|apple> <social-token>`. In the shell, an unknown account is offered the sign-up walk-through.
struct LoginCommand: Command {
    let name = "login"
    let changesUser = true
    let arguments = ArgumentSpec(positionals: [.required("kakao|apple"), .required("social-token")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let provider = try AccountArguments.provider(arguments.positional("kakao|apple") ?? "")
        let socialToken = arguments.positional("social-token") ?? ""
        let recorder = SceneRecorder()
        await context.services.makeLoginScene(display: recorder).signIn(
            request: .init(provider: provider, socialToken: socialToken))
        let result =
            recorder.last(LoginScene.SignIn.SignUpNeeded.self).map { .failure(CommandFailure(error: $0.error)) }
            ?? context.result(
                recorder, LoginScene.SignIn.ViewModel.self, lines: LoginConsoleView(console: context.console).lines)
        guard let prompter = context.prompter, case .failure(let failure) = result,
            case .signUp(let offered?)? = failure.error.nextAction, offered == provider
        else { return result }
        let question = failure.error.message + " " + CLIWords.signUpNow.text(in: context.language)
        guard YesNo.ask(question, prompter: prompter, language: context.language) == true else { return result }
        return try await SignupCommand.walkThrough(
            .init(provider: provider, socialToken: socialToken), context: context)
    }
}
