import AccountsDomain
import AccountsPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation

/// Renders the sign-up flow for the terminal: each step's outcome along the way (the vibes to choose from come with
/// their question); the account that ends the flow is the command's result.
struct SignUpConsoleView: ConsoleView {
    let console: Console

    /// What each outcome of the flow is to the terminal: each step's outcome is said along the way, in the flow's
    /// order, and the account ends the flow.
    func shown(_ outcome: SignUpScene.Outcome) -> Walkthrough<SignUpScene.Outcome, SignUpScene.Question.Step>.Shown {
        switch outcome {
        case .question(let question): .question(question)
        case .terms(let terms): .note([style.bold(terms.title)] + terms.terms.map { "  - \($0.title)" })
        case .termsAccepted(let accepted): .note([accepted.message])
        case .nicknameAccepted(let accepted): .note([accepted.message])
        case .vibeChoices(let choices): .note([choices.message])
        case .vibesAccepted(let accepted): .note([accepted.message])
        case .signedUp(let signedUp): .end(.shown(signedUp, lines))
        case .failed(let error): .end(.failed(error))
        }
    }

    func lines(_ viewModel: SignUpScene.Submit.ViewModel) -> [String] {
        [style.green(viewModel.message)]
    }
}
