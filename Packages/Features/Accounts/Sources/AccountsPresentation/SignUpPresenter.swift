import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// Turns sign-up steps into view models.
public protocol SignUpPresentationLogic: AnyObject {
    func presentTerms()
    func presentTermsAccepted(response: SignUpScene.AcceptTerms.Response)
    func presentNicknameAccepted(response: SignUpScene.ChooseNickname.Response)
    func presentVibeChoices(response: SignUpScene.LoadVibeChoices.Response)
    func presentVibesAccepted(response: SignUpScene.ChooseVibes.Response)
    func presentSignedUp(response: SignUpScene.Submit.Response)
    /// Ask this step now; `choices` are the catalog's vibes when known.
    func presentQuestion(response: SignUpScene.Question.Response, choices: [Vibe])
    func presentCancelled()
    func presentError(_ error: DomainError)
}

public final class SignUpPresenter: SignUpPresentationLogic {
    public weak var display: (any SignUpDisplayLogic)?
    private let language: Language

    public init(language: Language) {
        self.language = language
    }

    public func presentTerms() {
        display?.displayTerms(viewModel: Self.termsViewModel(language: language))
    }

    public func presentTermsAccepted(response: SignUpScene.AcceptTerms.Response) {
        let lengths = ProfileRules.nicknameLength
        display?.displayTermsAccepted(
            viewModel: .init(
                marketing: response.consents.marketing,
                message: language.pick(
                    "스냅핏에 오신 걸 환영합니다! 닉네임을 정해 주세요 (\(lengths.lowerBound)–\(lengths.upperBound)자).",
                    "Welcome to SnapFit! Choose a nickname (\(lengths.lowerBound)–\(lengths.upperBound) characters).")
            ))
    }

    public func presentNicknameAccepted(response: SignUpScene.ChooseNickname.Response) {
        display?.displayNicknameAccepted(
            viewModel: .init(
                nickname: response.nickname,
                message: language.pick(
                    "좋아요, \(response.nickname)님! 원하는 분위기를 골라 주세요.",
                    "Nice, \(response.nickname)! Now pick the vibes you like.")))
    }

    public func presentVibeChoices(response: SignUpScene.LoadVibeChoices.Response) {
        display?.displayVibeChoices(viewModel: Self.vibeChoicesViewModel(for: response, language: language))
    }

    public func presentVibesAccepted(response: SignUpScene.ChooseVibes.Response) {
        display?.displayVibesAccepted(
            viewModel: .init(
                vibes: response.vibes,
                message: language.pick(
                    "선택한 분위기: \(response.vibes.joined(separator: ", "))",
                    "Your vibes: \(response.vibes.joined(separator: ", "))")))
    }

    public func presentSignedUp(response: SignUpScene.Submit.Response) {
        display?.displaySignedUp(
            viewModel: .init(
                nickname: response.nickname,
                message: language.pick(
                    "가입을 마쳤습니다. \(response.nickname)님, 로그인되었습니다.",
                    "Your account is ready, \(response.nickname): you are signed in.")))
    }

    public func presentQuestion(response: SignUpScene.Question.Response, choices: [Vibe]) {
        let prompt =
            switch response.step {
            case .requiredTerms: language.pick("필수 약관 세 가지에 모두 동의하십니까?", "Do you accept the three required terms?")
            case .marketing: language.pick("마케팅 정보를 받으시겠습니까?", "Would you like marketing messages?")
            case .nickname: language.pick("닉네임: ", "Nickname: ")
            case .vibes: language.pick("분위기 (번호나 이름, 쉼표로 구분): ", "Vibes (numbers or names, comma-separated): ")
            }
        let kind: SignUpScene.Question.ViewModel.Kind =
            switch response.step {
            case .requiredTerms, .marketing: .yesNo
            case .nickname: .text
            case .vibes: .list
            }
        display?.displayQuestion(
            viewModel: .init(
                step: response.step, prompt: prompt, kind: kind,
                refusal: response.refusal.map { ErrorViewModel($0, language: language) },
                choices: response.step == .vibes
                    ? Self.vibeChoicesViewModel(for: .init(vibes: choices), language: language).vibes : []))
    }

    public func presentCancelled() {
        display?.displayError(
            viewModel: ErrorViewModel(
                kind: .cancelled, message: language.pick("가입하지 않고 그만두었습니다.", "Stopped: no account was created.")))
    }

    public func presentError(_ error: DomainError) {
        display?.displayError(viewModel: ErrorViewModel(error, language: language))
    }

    static func termsViewModel(language: Language) -> SignUpScene.LoadTerms.ViewModel {
        .init(
            title: language.pick("스냅핏 서비스 이용약관에 동의해 주세요.", "Please accept SnapFit's terms."),
            terms: [
                .init(
                    key: "service", title: language.pick("서비스 이용약관 (필수)", "Terms of service (required)"), required: true
                ),
                .init(
                    key: "privacy", title: language.pick("개인정보 처리방침 (필수)", "Privacy policy (required)"),
                    required: true),
                .init(
                    key: "age", title: language.pick("만 14세 이상입니다 (필수)", "I am 14 or older (required)"), required: true),
                .init(
                    key: "marketing", title: language.pick("마케팅 정보 수신 (선택)", "Marketing messages (optional)"),
                    required: false),
            ])
    }

    static func vibeChoicesViewModel(
        for response: SignUpScene.LoadVibeChoices.Response, language: Language
    ) -> SignUpScene.LoadVibeChoices.ViewModel {
        let counts = ProfileRules.vibeCount
        return .init(
            message: language.pick(
                "분위기를 \(counts.lowerBound)–\(counts.upperBound)개 골라 주세요.",
                "Pick \(counts.lowerBound)–\(counts.upperBound) vibes."),
            vibes: response.vibes.map {
                ReferenceDataScene.Item(
                    id: $0.id, name: $0.name, label: Glossary.vibes.label(for: $0.name, language: language))
            })
    }
}
