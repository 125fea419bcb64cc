/// What a screen (or the CLI renderer) implements to show the sign-up scene.
@MainActor
public protocol SignUpDisplayLogic: AnyObject {
    func displayTerms(viewModel: SignUpScene.LoadTerms.ViewModel)
    func displayTermsAccepted(viewModel: SignUpScene.AcceptTerms.ViewModel)
    func displayNicknameAccepted(viewModel: SignUpScene.ChooseNickname.ViewModel)
    func displayVibeChoices(viewModel: SignUpScene.LoadVibeChoices.ViewModel)
    func displayVibesAccepted(viewModel: SignUpScene.ChooseVibes.ViewModel)
    func displaySignedUp(viewModel: SignUpScene.Submit.ViewModel)
    func displayError(viewModel: ErrorViewModel)
}
