import SnapFitPresentation

/// Keeps what the sign-up flow displayed: the terms, the question it asks now, the account or the error.
@MainActor
final class SignUpCapture: FlowCapture<SignUpScene.Question.Step>, SignUpDisplayLogic {
    private(set) var terms: SignUpScene.LoadTerms.ViewModel?
    private(set) var signedUp: SignUpScene.Submit.ViewModel?

    func displayTerms(viewModel: SignUpScene.LoadTerms.ViewModel) { terms = viewModel }
    func displayTermsAccepted(viewModel: SignUpScene.AcceptTerms.ViewModel) {}
    func displayNicknameAccepted(viewModel: SignUpScene.ChooseNickname.ViewModel) {}
    func displayVibeChoices(viewModel: SignUpScene.LoadVibeChoices.ViewModel) {}
    func displayVibesAccepted(viewModel: SignUpScene.ChooseVibes.ViewModel) {}
    func displaySignedUp(viewModel: SignUpScene.Submit.ViewModel) { signedUp = viewModel }
}
