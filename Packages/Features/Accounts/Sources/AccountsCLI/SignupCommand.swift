import AccountsDomain
import AccountsPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitDomain
import SnapFitPresentation
import SnapFitTerminal

/// `signup <kakao|apple> <social-token> --nickname NAME --vibes V1[,V2] --agree-terms [--marketing]`.
/// In the shell, what the flags leave out is asked for (the terms too, unless `--agree-terms` is given).
struct SignupCommand: Command {
    let name = "signup"
    let summary = LocalizedText(
        "회원가입 (--agree-terms: 필수 약관 세 가지에 동의)", "create an account (--agree-terms accepts the three required terms)")
    let example: String? = "signup kakao new-friend --nickname 스냅러버 --vibes lovely,calm --agree-terms"
    let changesUser = true
    let arguments = ArgumentSpec(
        positionals: [.required("kakao|apple"), .required(AccountArguments.socialToken)],
        flags: [
            .value("nickname", "NAME", required: true), .value("vibes", "V1[,V2]", required: true),
            .switch("agree-terms", required: true), .switch("marketing"),
        ])
    let secrets = [AccountArguments.socialToken]

    /// Each option's help, by its flag's name.
    private static let optionSummaries: [String: LocalizedText] = [
        "nickname": LocalizedText { Labels.nickname($0) },
        "vibes": LocalizedText(
            "좋아하는 분위기 \(Labels.range(ProfileRules.vibeCount))개 (이름, 영어 또는 번호)",
            "\(Labels.range(ProfileRules.vibeCount)) vibes you like (names, English or numbers)"),
        "agree-terms": LocalizedText("필수 약관 세 가지에 동의", "accept the three required terms"),
        "marketing": LocalizedText("마케팅 정보 수신에 동의 (선택)", "also accept marketing messages (optional)"),
    ]

    func optionSummary(_ flag: String) -> LocalizedText? { Self.optionSummaries[flag] }

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
            provider: provider, socialToken: arguments.positional(AccountArguments.socialToken) ?? "",
            consents: consents, nickname: arguments.value("nickname"),
            vibes: arguments.value("vibes").map(TypedList.items))
        return try await Self.walkThrough(start, context: context)
    }

    /// Runs the sign-up flow from `start`; also what `login` of a new account offers in the shell.
    @MainActor static func walkThrough(
        _ start: SignUpScene.Start.Request, context: CommandContext
    ) async throws(UsageError) -> CommandResult {
        let view = SignUpConsoleView(console: context.console)
        let recording = SceneRecording<SignUpScene.Outcome>()
        let scene = SignUpConfigurator.configure(
            display: recording, dependencies: AccountsUseCases(context.services.useCases), language: context.language)
        await scene.start(request: start)
        return try await Walkthrough(recording: recording, scene: scene, context: context, shown: view.shown).run()
    }
}
