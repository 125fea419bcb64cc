import SnapFitPresentation

/// Renders the sign-up flow for the terminal. Each step's outcome and the question on screen wait in `screen` for the
/// walk-through to take; the account or the error that ends the flow is the command's result.
@MainActor
final class SignUpConsoleDisplay: ConsoleDisplay, SignUpDisplayLogic {
    var screen = FlowScreen<SignUpScene.Question.ViewModel>()

    func displayQuestion(viewModel: SignUpScene.Question.ViewModel) {
        if let refusal = viewModel.refusal { screen.note([style.red(refusal.message)]) }
        screen.ask(viewModel)
    }

    func displayTerms(viewModel: SignUpScene.LoadTerms.ViewModel) {
        screen.note([style.bold(viewModel.title)] + viewModel.terms.map { "  - \($0.title)" })
    }

    func displayTermsAccepted(viewModel: SignUpScene.AcceptTerms.ViewModel) {
        screen.note([viewModel.message])
    }

    func displayNicknameAccepted(viewModel: SignUpScene.ChooseNickname.ViewModel) {
        screen.note([viewModel.message])
    }

    func displayVibeChoices(viewModel: SignUpScene.LoadVibeChoices.ViewModel) {
        screen.note([viewModel.message] + ItemTable.rows(viewModel.vibes, style: style))
    }

    func displayVibesAccepted(viewModel: SignUpScene.ChooseVibes.ViewModel) {
        screen.note([viewModel.message])
    }

    func displaySignedUp(viewModel: SignUpScene.Submit.ViewModel) {
        show(viewModel, lines: [style.green(viewModel.message)])
    }
}
