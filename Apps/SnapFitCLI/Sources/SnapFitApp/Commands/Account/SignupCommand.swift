import SnapFitDomain
import SnapFitPresentation
import SnapFitTerminal

/// `signup <kakao|apple> <social-token> --nickname NAME --vibes V1[,V2] --agree-terms [--marketing]`.
/// In the shell, what the flags leave out is asked for (the terms too, unless `--agree-terms` is given).
struct SignupCommand: Command {
    let name = "signup"
    let changesUser = true
    let arguments = ArgumentSpec(
        positionals: [.required("kakao|apple"), .required("social-token")],
        flags: [
            .value("nickname", "NAME", required: true), .value("vibes", "V1[,V2]", required: true),
            .switch("agree-terms", required: true), .switch("marketing"),
        ])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let provider = try AccountArguments.provider(arguments.positional("kakao|apple") ?? "")
        let agreed = arguments.isPresent("agree-terms")
        // The shell asks for the consents unless the terms were accepted up front; a script must accept them.
        let consents =
            agreed || context.prompter == nil
            ? SignUpScene.LoadTerms.consents(acceptingRequired: agreed, marketing: arguments.isPresent("marketing"))
            : nil
        let start = SignUpScene.Start.Request(
            provider: provider, socialToken: arguments.positional("social-token") ?? "", consents: consents,
            nickname: arguments.value("nickname"), vibes: arguments.value("vibes").map(TypedList.items))
        return try await Self.walkThrough(start, context: context)
    }

    /// Runs the sign-up flow from `start`; also what `login` of a new account offers in the shell.
    @MainActor static func walkThrough(
        _ start: SignUpScene.Start.Request, context: CommandContext
    ) async throws(UsageError) -> CommandResult {
        let view = SignUpConsoleView(console: context.console)
        let recorder = SceneRecorder()
        let scene = context.services.makeSignUpScene(display: recorder)
        await scene.start(request: start)
        return try await Walkthrough<SignUpScene.Question.Step>(
            recorder: recorder, scene: scene, context: context, notes: view.notes
        ) { context.result($0, SignUpScene.Submit.ViewModel.self, lines: view.lines) }.run()
    }
}
