import SnapFitPresentation

/// Renders the login scene for the terminal.
@MainActor
final class LoginConsoleDisplay: ConsoleDisplay, LoginDisplayLogic {
    func displaySignIn(viewModel: LoginScene.SignIn.ViewModel) {
        show(viewModel, lines: [style.green(viewModel.message)])
    }

    func displaySignUpNeeded(viewModel: LoginScene.SignIn.SignUpNeeded) {
        displayError(viewModel: viewModel.error)
    }
}
