import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// What a screen (or the CLI renderer) implements to show the login scene.
public protocol LoginDisplayLogic: AnyObject {
    func displaySignIn(viewModel: LoginScene.SignIn.ViewModel)
    func displaySignUpNeeded(viewModel: LoginScene.SignIn.SignUpNeeded)
    func displayError(viewModel: ErrorViewModel)
}

extension SceneRecording: LoginDisplayLogic where Outcome == LoginScene.Outcome {
    public func displaySignIn(viewModel: LoginScene.SignIn.ViewModel) { record(.signedIn(viewModel)) }
    public func displaySignUpNeeded(viewModel: LoginScene.SignIn.SignUpNeeded) { record(.signUpNeeded(viewModel)) }
}
