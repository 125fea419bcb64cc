import SnapFitDomain
import SnapFitPresentation

/// The shell's sign-up, one step at a time: the terms, a nickname, the vibes. Each answer is checked by the
/// sign-up scene before the next question; a refused answer is explained and asked again. `cancel` or the end
/// of input stops it.
@MainActor
struct SignUpWalkthrough {
    let provider: SocialProvider
    let socialToken: String
    let context: CommandContext
    let prompter: any Prompter

    private var language: Language { context.language }

    func run() async -> CommandResult {
        let display = SignUpConsoleDisplay(style: context.style)
        let scene = context.di.makeSignUpScene(display: display)
        await scene.loadTerms(request: .init())
        sayLines(of: display)
        guard let consents = await askConsents(scene, display) else { return cancelled }
        guard let nickname = await askNickname(scene, display) else { return cancelled }
        guard let vibes = await askVibes(scene, display) else { return cancelled }
        await scene.submit(
            request: .init(
                provider: provider, socialToken: socialToken, nickname: nickname, vibes: vibes, consents: consents))
        return display.outcome(language: language)
    }

    private func askConsents(_ scene: any SignUpBusinessLogic, _ display: SignUpConsoleDisplay) async -> SignUpConsents?
    {
        while true {
            let required = language.pick("필수 약관 세 가지에 모두 동의하십니까?", "Do you accept the three required terms?")
            guard let accepted = YesNo.ask(required, prompter: prompter, language: language) else { return nil }
            let marketingQuestion = language.pick("마케팅 정보를 받으시겠습니까?", "Would you like marketing messages?")
            guard let marketing = YesNo.ask(marketingQuestion, prompter: prompter, language: language) else {
                return nil
            }
            let consents = SignUpConsents(
                serviceTerms: accepted, privacyPolicy: accepted, agedFourteenOrOver: accepted, marketing: marketing)
            await scene.acceptTerms(request: .init(consents: consents))
            sayLines(of: display)
            if case .termsAccepted = display.step { return consents }
        }
    }

    private func askNickname(_ scene: any SignUpBusinessLogic, _ display: SignUpConsoleDisplay) async -> String? {
        while let answer = prompter.answer(language.pick("닉네임: ", "Nickname: ")) {
            await scene.chooseNickname(request: .init(nickname: answer))
            sayLines(of: display)
            if case .nicknameAccepted(let viewModel) = display.step { return viewModel.nickname }
        }
        return nil
    }

    private func askVibes(_ scene: any SignUpBusinessLogic, _ display: SignUpConsoleDisplay) async -> [String]? {
        await scene.loadVibeChoices(request: .init())
        sayLines(of: display)
        guard case .vibeChoices(let choices) = display.step else { return nil }
        let question = language.pick("분위기 (번호나 이름, 쉼표로 구분): ", "Vibes (numbers or names, comma-separated): ")
        while let answer = prompter.answer(question) {
            let names = ListArgument.items(answer).map { word in
                Int(word).flatMap { id in choices.vibes.first { $0.id == id }?.name } ?? word
            }
            await scene.chooseVibes(request: .init(vibes: names))
            sayLines(of: display)
            if case .vibesAccepted(let viewModel) = display.step { return viewModel.vibes }
        }
        return nil
    }

    /// Shows what the scene just displayed: its lines, or its error in red.
    private func sayLines(of display: ConsoleDisplay) {
        switch display.result {
        case .success(let output): output.lines.forEach(prompter.say)
        case .failure(let failure): prompter.say(context.style.red(failure.error.message))
        case nil: break
        }
    }

    private var cancelled: CommandResult {
        .failure(
            CommandFailure(
                error: ErrorViewModel(
                    kind: .cancelled, message: language.pick("가입을 취소했습니다.", "Sign-up cancelled."))))
    }
}
