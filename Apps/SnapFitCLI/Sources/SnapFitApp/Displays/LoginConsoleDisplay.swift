import SnapFitPresentation

/// Renders the login scene for the terminal.
@MainActor
final class LoginConsoleDisplay: ConsoleDisplay, LoginDisplayLogic {
    /// Whether the last sign-in said that the account must sign up first.
    private(set) var needsSignUp = false

    func displaySignIn(viewModel: LoginScene.SignIn.ViewModel) {
        needsSignUp = viewModel.needsSignUp
        show(
            viewModel, lines: [viewModel.needsSignUp ? style.yellow(viewModel.message) : style.green(viewModel.message)]
        )
    }
}
