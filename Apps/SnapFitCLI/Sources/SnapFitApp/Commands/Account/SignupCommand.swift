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
            return await SignUpWalkthrough(start: .init(provider: provider, socialToken: socialToken), context: context)
                .run()
        }
        guard nickname != nil, vibes != nil else { throw Self.missing(nickname == nil ? .nickname : .vibes) }
        let agreed = arguments.isPresent("agree-terms")
        let consents = SignUpConsents(
            serviceTerms: agreed, privacyPolicy: agreed, agedFourteenOrOver: agreed,
            marketing: arguments.isPresent("marketing"))
        let start = SignUpScene.Start.Request(
            provider: provider, socialToken: socialToken, consents: consents, nickname: nickname, vibes: vibes)
        return await SignUpWalkthrough(start: start, context: context).run().withHint(
            agreed || context.prompter != nil ? nil : CLIWords.agreeTermsHint,
            language: context.language)
    }

    /// The usage error for a script that left out the flag answering `step`.
    static func missing(_ step: SignUpScene.Question.Step) -> UsageError {
        let flag =
            switch step {
            case .requiredTerms: "--agree-terms"
            case .marketing: "--marketing"
            case .nickname: "--nickname NAME"
            case .vibes: "--vibes V1[,V2]"
            }
        return UsageError(CLIWords.missingOption(flag))
    }
}
