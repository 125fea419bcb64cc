import LikesDomain
import SnapFitDomain
import SnapFitPresentation

/// What a screen (or the CLI renderer) implements to show like changes.
public protocol LikeDisplayLogic: AnyObject {
    func displayLike(viewModel: LikeScene.SetLike.ViewModel)
    func displayError(viewModel: ErrorViewModel)
}

extension SceneRecording: LikeDisplayLogic where Outcome == LikeScene.Outcome {
    public func displayLike(viewModel: LikeScene.SetLike.ViewModel) { record(.like(viewModel)) }
}
