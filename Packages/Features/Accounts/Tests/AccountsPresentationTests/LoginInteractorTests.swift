import AccountsDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Testing

@testable import AccountsPresentation

final class LoginPresentationLogicSpy: LoginPresentationLogic {
    private(set) var responses: [LoginScene.SignIn.Response] = []
    private(set) var errors: [DomainError] = []

    func presentSignIn(response: LoginScene.SignIn.Response) { responses.append(response) }
    func presentError(_ error: DomainError) { errors.append(error) }
}

@MainActor
@Suite struct LoginInteractorTests {
    @Test func signIn_unknownAccount_presentsNeedsSignUp() async {
        // Given
        var accounts = StubAccountRepository()
        accounts.onLogin = { provider, token in
            #expect(provider == .kakao && token == "new-user")
            return .needsSignUp
        }
        let presenter = LoginPresentationLogicSpy()
        let sut = LoginInteractor(
            presenter: presenter, login: Login(accounts: accounts, bookmarks: SpyListBookmarkStore()))
        // When
        await sut.signIn(request: .init(provider: .kakao, socialToken: "new-user"))
        // Then
        #expect(presenter.responses.map(\.outcome) == [.needsSignUp])
    }

    @Test func signIn_withdrawnAccount_presentsTheErrorNotSignUp() async {
        // Given
        var accounts = StubAccountRepository()
        accounts.onLogin = { (_, _) throws(DomainError) in throw .accountWithdrawn }
        let presenter = LoginPresentationLogicSpy()
        let sut = LoginInteractor(
            presenter: presenter, login: Login(accounts: accounts, bookmarks: SpyListBookmarkStore()))
        // When
        await sut.signIn(request: .init(provider: .apple, socialToken: "gone"))
        // Then
        #expect(presenter.errors == [.accountWithdrawn])
        #expect(presenter.responses.isEmpty)
    }
}
