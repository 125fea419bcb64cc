import AccountsDomain
import AccountsPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation

/// Renders the sign-up flow for the terminal: each step's outcome along the way (the vibes to choose from come with
/// their question); the account that ends the flow is the command's result.
struct SignUpConsoleView: ConsoleView {
    let console: Console

    /// What the flow showed since the last answer, in the flow's order.
    func notes(_ recorder: SceneRecorder) -> [String] {
        let terms = recorder.last(SignUpScene.LoadTerms.ViewModel.self).map { terms in
            [style.bold(terms.title)] + terms.terms.map { "  - \($0.title)" }
        }
        let messages = [
            recorder.last(SignUpScene.AcceptTerms.ViewModel.self)?.message,
            recorder.last(SignUpScene.ChooseNickname.ViewModel.self)?.message,
            recorder.last(SignUpScene.LoadVibeChoices.ViewModel.self)?.message,
            recorder.last(SignUpScene.ChooseVibes.ViewModel.self)?.message,
        ]
        return (terms ?? []) + messages.compactMap { $0 }
    }

    func lines(_ viewModel: SignUpScene.Submit.ViewModel) -> [String] {
        [style.green(viewModel.message)]
    }
}
