import AccountsDomain
import SnapFitDomain
import SnapFitPresentation
import Testing

@testable import AccountsPresentation

final class LoginDisplayLogicSpy: LoginDisplayLogic {
    private(set) var signIns: [LoginScene.SignIn.ViewModel] = []
    private(set) var signUpsNeeded: [LoginScene.SignIn.SignUpNeeded] = []
    private(set) var errors: [ErrorViewModel] = []

    func displaySignIn(viewModel: LoginScene.SignIn.ViewModel) { signIns.append(viewModel) }
    func displaySignUpNeeded(viewModel: LoginScene.SignIn.SignUpNeeded) { signUpsNeeded.append(viewModel) }
    func displayError(viewModel: ErrorViewModel) { errors.append(viewModel) }
}

@MainActor
@Suite struct LoginPresenterTests {
    @Test func presentSignIn_signedIn_saysSoInTheUsersLanguage() {
        let display = LoginDisplayLogicSpy()
        let sut = LoginPresenter(language: .korean)
        sut.display = display
        sut.presentSignIn(response: .init(outcome: .signedIn, provider: .kakao))
        #expect(display.signIns == [.init(message: "로그인되었습니다.")])
        #expect(display.signUpsNeeded.isEmpty)
    }

    @Test func presentSignIn_needsSignUp_isAFailureThatOffersSigningUpWithTheSameProvider() {
        let display = LoginDisplayLogicSpy()
        let sut = LoginPresenter(language: .english)
        sut.display = display
        sut.presentSignIn(response: .init(outcome: .needsSignUp, provider: .apple))
        let offer = display.signUpsNeeded.first
        #expect(offer?.error.kind == .needsSignUp)
        #expect(offer?.error.message.contains("sign up") == true)
        #expect(offer?.error.nextAction == .signUp(.apple))
        #expect(display.signIns.isEmpty)
    }

    @Test func presentError_invalidSocialToken_hasItsKind() {
        let display = LoginDisplayLogicSpy()
        let sut = LoginPresenter(language: .english)
        sut.display = display
        sut.presentError(.invalidSocialToken)
        #expect(display.errors.map(\.kind) == [.invalidSocialToken])
    }
}
