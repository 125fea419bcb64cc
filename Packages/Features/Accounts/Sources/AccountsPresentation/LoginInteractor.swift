import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// What the login screen can ask for.
public protocol LoginBusinessLogic {
    nonisolated(nonsending) func signIn(request: LoginScene.SignIn.Request) async
}

/// Runs the login use case and hands its outcome to the presenter.
public final class LoginInteractor: LoginBusinessLogic {
    private let presenter: any LoginPresentationLogic
    private let login: Login

    public init(presenter: any LoginPresentationLogic, login: Login) {
        self.presenter = presenter
        self.login = login
    }

    public nonisolated(nonsending) func signIn(request: LoginScene.SignIn.Request) async {
        do {
            let outcome = try await login(provider: request.provider, socialToken: request.socialToken)
            presenter.presentSignIn(response: .init(outcome: outcome, provider: request.provider))
        } catch {
            presenter.presentError(error)
        }
    }
}
