import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// What a screen (or the CLI renderer) implements to show the sign-up flow: each step's outcome as it comes, and
/// the question to ask next. The flow ends with the account or an error.
public protocol SignUpDisplayLogic: AnyObject {
    /// Ask this now (again, with why, after a refusal).
    func displayQuestion(viewModel: SignUpScene.Question.ViewModel)
    func displayTerms(viewModel: SignUpScene.LoadTerms.ViewModel)
    func displayTermsAccepted(viewModel: SignUpScene.AcceptTerms.ViewModel)
    func displayNicknameAccepted(viewModel: SignUpScene.ChooseNickname.ViewModel)
    func displayVibeChoices(viewModel: SignUpScene.LoadVibeChoices.ViewModel)
    func displayVibesAccepted(viewModel: SignUpScene.ChooseVibes.ViewModel)
    func displaySignedUp(viewModel: SignUpScene.Submit.ViewModel)
    func displayError(viewModel: ErrorViewModel)
}

extension SceneRecording: SignUpDisplayLogic where Outcome == SignUpScene.Outcome {
    public func displayQuestion(viewModel: SignUpScene.Question.ViewModel) { record(.question(viewModel)) }
    public func displayTerms(viewModel: SignUpScene.LoadTerms.ViewModel) { record(.terms(viewModel)) }
    public func displayTermsAccepted(viewModel: SignUpScene.AcceptTerms.ViewModel) { record(.termsAccepted(viewModel)) }
    public func displayNicknameAccepted(viewModel: SignUpScene.ChooseNickname.ViewModel) {
        record(.nicknameAccepted(viewModel))
    }
    public func displayVibeChoices(viewModel: SignUpScene.LoadVibeChoices.ViewModel) { record(.vibeChoices(viewModel)) }
    public func displayVibesAccepted(viewModel: SignUpScene.ChooseVibes.ViewModel) { record(.vibesAccepted(viewModel)) }
    public func displaySignedUp(viewModel: SignUpScene.Submit.ViewModel) { record(.signedUp(viewModel)) }
}
