import SnapFitPresentation

/// What a screen (or the CLI renderer) implements to show the home screen.
public protocol HomeDisplayLogic: AnyObject {
    func displayHome(viewModel: HomeScene.Load.ViewModel)
    func displayError(viewModel: ErrorViewModel)
}

extension SceneRecording: HomeDisplayLogic where Outcome == HomeScene.Outcome {
    public func displayHome(viewModel: HomeScene.Load.ViewModel) { record(.home(viewModel)) }
}
