import SnapFitPresentation

/// Keeps what the like scene displayed.
@MainActor
final class LikeCapture: LikeDisplayLogic {
    private(set) var outcome: SceneOutcome<LikeScene.SetLike.ViewModel>?

    func displayLike(viewModel: LikeScene.SetLike.ViewModel) { outcome = .shown(viewModel) }
    func displayError(viewModel: ErrorViewModel) { outcome = .failed(viewModel) }
}
