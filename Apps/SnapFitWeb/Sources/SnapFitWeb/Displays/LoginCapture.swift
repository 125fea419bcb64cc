import SnapFitPresentation

/// Keeps what the login scene displayed: signed in, sign-up needed, or an error.
@MainActor
final class LoginCapture: LoginDisplayLogic {
    private(set) var outcome: SceneOutcome<LoginScene.SignIn.ViewModel>?
    private(set) var signUpNeeded: LoginScene.SignIn.SignUpNeeded?

    func displaySignIn(viewModel: LoginScene.SignIn.ViewModel) { outcome = .shown(viewModel) }
    func displaySignUpNeeded(viewModel: LoginScene.SignIn.SignUpNeeded) { signUpNeeded = viewModel }
    func displayError(viewModel: ErrorViewModel) { outcome = .failed(viewModel) }
}
