import SnapFitDomain
import SnapFitPresentation

/// `signup <kakao|apple> <social-token> --nickname NAME --vibes V1[,V2] --agree-terms [--marketing]`.
/// In the shell, `signup <provider> <token>` alone walks through the steps instead.
struct SignupCommand: Command {
    let name = "signup"
    let arguments = ArgumentSpec(
        positionals: [.required("kakao|apple"), .required("social-token")],
        flags: [
            .value("nickname", "NAME"), .value("vibes", "V1[,V2]"), .switch("agree-terms"), .switch("marketing"),
        ])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let provider = try AccountArguments.provider(arguments.positional("kakao|apple") ?? "")
        let socialToken = arguments.positional("social-token") ?? ""
        let nickname = arguments.value("nickname")
        let vibes = arguments.value("vibes").map(ListArgument.items)
        let givenAny = nickname != nil || vibes != nil || arguments.isPresent("agree-terms")
        if context.prompter != nil, !givenAny {
            return await Self.walkThrough(.init(provider: provider, socialToken: socialToken), context: context)
        }
        guard nickname != nil, vibes != nil else {
            throw UsageError(CLIWords.missingOption(Self.flag(for: nickname == nil ? .nickname : .vibes)))
        }
        let agreed = arguments.isPresent("agree-terms")
        let consents = SignUpConsents(
            serviceTerms: agreed, privacyPolicy: agreed, agedFourteenOrOver: agreed,
            marketing: arguments.isPresent("marketing"))
        let start = SignUpScene.Start.Request(
            provider: provider, socialToken: socialToken, consents: consents, nickname: nickname, vibes: vibes)
        return await Self.walkThrough(start, context: context).withHint(
            agreed || context.prompter != nil ? nil : CLIWords.agreeTermsHint,
            language: context.language)
    }

    /// Runs the sign-up flow from `start`; also what `login` of a new account offers in the shell.
    @MainActor static func walkThrough(
        _ start: SignUpScene.Start.Request, context: CommandContext
    ) async -> CommandResult {
        let display = SignUpConsoleDisplay(context)
        let scene = context.di.makeSignUpScene(display: display)
        await scene.start(request: start)
        return await Walkthrough(display: display, scene: scene, context: context, flag: flag(for:)).run()
    }

    /// The flag that answers `step`.
    private static func flag(for step: SignUpScene.Question.Step) -> String {
        switch step {
        case .requiredTerms: "--agree-terms"
        case .marketing: "--marketing"
        case .nickname: "--nickname NAME"
        case .vibes: "--vibes V1[,V2]"
        }
    }
}
