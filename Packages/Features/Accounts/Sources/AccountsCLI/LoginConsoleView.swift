import AccountsDomain
import AccountsPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation

/// Renders the login scene for the terminal.
struct LoginConsoleView: ConsoleView {
    let console: Console

    func lines(_ viewModel: LoginScene.SignIn.ViewModel) -> [String] {
        [style.green(viewModel.message)]
    }
}
