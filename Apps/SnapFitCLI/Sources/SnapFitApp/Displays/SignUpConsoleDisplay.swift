import SnapFitPresentation

/// Renders the sign-up flow for the terminal: each step's outcome is shown along the way; the account or the error
/// that ends the flow is the command's result.
@MainActor
final class SignUpConsoleDisplay: FlowConsoleDisplay<SignUpScene.Question.Step>, SignUpDisplayLogic {
    func displayTerms(viewModel: SignUpScene.LoadTerms.ViewModel) {
        note([style.bold(viewModel.title)] + viewModel.terms.map { "  - \($0.title)" })
    }

    func displayTermsAccepted(viewModel: SignUpScene.AcceptTerms.ViewModel) {
        note([viewModel.message])
    }

    func displayNicknameAccepted(viewModel: SignUpScene.ChooseNickname.ViewModel) {
        note([viewModel.message])
    }

    /// The choices themselves come with the question.
    func displayVibeChoices(viewModel: SignUpScene.LoadVibeChoices.ViewModel) {
        note([viewModel.message])
    }

    func displayVibesAccepted(viewModel: SignUpScene.ChooseVibes.ViewModel) {
        note([viewModel.message])
    }

    func displaySignedUp(viewModel: SignUpScene.Submit.ViewModel) {
        show(viewModel, lines: [style.green(viewModel.message)])
    }
}
