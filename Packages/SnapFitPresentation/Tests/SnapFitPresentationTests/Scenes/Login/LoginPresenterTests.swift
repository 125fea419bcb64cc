import SnapFitDomain
import Testing

@testable import SnapFitPresentation

@MainActor
final class LoginDisplayLogicSpy: LoginDisplayLogic {
    private(set) var signIns: [LoginScene.SignIn.ViewModel] = []
    private(set) var errors: [ErrorViewModel] = []

    func displaySignIn(viewModel: LoginScene.SignIn.ViewModel) { signIns.append(viewModel) }
    func displayError(viewModel: ErrorViewModel) { errors.append(viewModel) }
}

@MainActor
@Suite struct LoginPresenterTests {
    @Test func presentSignIn_signedIn_saysSoInTheUsersLanguage() {
        let display = LoginDisplayLogicSpy()
        let sut = LoginPresenter(language: .korean)
        sut.display = display
        sut.presentSignIn(response: .init(outcome: .signedIn))
        #expect(display.signIns == [.init(needsSignUp: false, message: "로그인되었습니다.")])
    }

    @Test func presentSignIn_needsSignUp_explainsTheNextSteps() {
        let display = LoginDisplayLogicSpy()
        let sut = LoginPresenter(language: .english)
        sut.display = display
        sut.presentSignIn(response: .init(outcome: .needsSignUp))
        #expect(display.signIns.first?.needsSignUp == true)
        #expect(display.signIns.first?.message.contains("sign up") == true)
    }

    @Test func presentError_invalidSocialToken_hasItsKind() {
        let display = LoginDisplayLogicSpy()
        let sut = LoginPresenter(language: .english)
        sut.display = display
        sut.presentError(.invalidSocialToken)
        #expect(display.errors.map(\.kind) == [.invalidSocialToken])
    }
}
