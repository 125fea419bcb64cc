import SnapFitPresentation

/// Renders the sign-up scene for the terminal, and keeps the last step's view model for the walk-through.
@MainActor
final class SignUpConsoleDisplay: ConsoleDisplay, SignUpDisplayLogic {
    /// What the scene displayed last.
    enum Step {
        case terms(SignUpScene.LoadTerms.ViewModel)
        case termsAccepted(SignUpScene.AcceptTerms.ViewModel)
        case nicknameAccepted(SignUpScene.ChooseNickname.ViewModel)
        case vibeChoices(SignUpScene.LoadVibeChoices.ViewModel)
        case vibesAccepted(SignUpScene.ChooseVibes.ViewModel)
        case signedUp(SignUpScene.Submit.ViewModel)
        case failed(ErrorViewModel)
    }

    private(set) var step: Step?

    func displayTerms(viewModel: SignUpScene.LoadTerms.ViewModel) {
        step = .terms(viewModel)
        show(viewModel, lines: [style.bold(viewModel.title)] + viewModel.terms.map { "  - \($0.title)" })
    }

    func displayTermsAccepted(viewModel: SignUpScene.AcceptTerms.ViewModel) {
        step = .termsAccepted(viewModel)
        show(viewModel, lines: [viewModel.message])
    }

    func displayNicknameAccepted(viewModel: SignUpScene.ChooseNickname.ViewModel) {
        step = .nicknameAccepted(viewModel)
        show(viewModel, lines: [viewModel.message])
    }

    func displayVibeChoices(viewModel: SignUpScene.LoadVibeChoices.ViewModel) {
        step = .vibeChoices(viewModel)
        show(viewModel, lines: [viewModel.message] + ItemTable.rows(viewModel.vibes, style: style))
    }

    func displayVibesAccepted(viewModel: SignUpScene.ChooseVibes.ViewModel) {
        step = .vibesAccepted(viewModel)
        show(viewModel, lines: [viewModel.message])
    }

    func displaySignedUp(viewModel: SignUpScene.Submit.ViewModel) {
        step = .signedUp(viewModel)
        show(viewModel, lines: [style.green(viewModel.message)])
    }

    override func displayError(viewModel: ErrorViewModel) {
        step = .failed(viewModel)
        super.displayError(viewModel: viewModel)
    }
}
