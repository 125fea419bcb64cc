import SnapFitPresentation

/// Renders the login scene for the terminal.
@MainActor
final class LoginConsoleDisplay: ConsoleDisplay, LoginDisplayLogic {
    /// What the scene offers next, after a sign-in that found no account.
    private(set) var nextAction: LoginScene.SignIn.NextAction?

    func displaySignIn(viewModel: LoginScene.SignIn.ViewModel) {
        show(viewModel, lines: [style.green(viewModel.message)])
    }

    func displaySignUpNeeded(viewModel: LoginScene.SignIn.SignUpNeeded) {
        nextAction = viewModel.nextAction
        displayError(viewModel: viewModel.error)
    }
}
