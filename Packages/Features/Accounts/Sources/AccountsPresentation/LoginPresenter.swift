import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// Turns login outcomes into view models.
public protocol LoginPresentationLogic: AnyObject {
    func presentSignIn(response: LoginScene.SignIn.Response)
    func presentError(_ error: DomainError)
}

public final class LoginPresenter: LoginPresentationLogic {
    public weak var display: (any LoginDisplayLogic)?
    private let language: Language

    public init(language: Language) {
        self.language = language
    }

    public func presentSignIn(response: LoginScene.SignIn.Response) {
        switch response.outcome {
        case .signedIn:
            display?.displaySignIn(viewModel: .init(message: language.pick("로그인되었습니다.", "You are signed in.")))
        case .needsSignUp:
            display?.displaySignUpNeeded(viewModel: Self.signUpNeeded(provider: response.provider, language: language))
        }
    }

    public func presentError(_ error: DomainError) {
        display?.displayError(viewModel: ErrorViewModel(error, language: language))
    }

    static func signUpNeeded(
        provider: SocialProvider, language: Language
    ) -> LoginScene.SignIn.SignUpNeeded {
        .init(
            error: ErrorViewModel(
                kind: .needsSignUp,
                message: language.pick(
                    "스냅핏 계정이 없습니다. 약관 동의, 닉네임, 분위기를 정해 회원가입해 주세요.",
                    "No SnapFit account yet: sign up by accepting the terms and choosing a nickname and vibes."),
                nextAction: .signUp(provider)))
    }
}
