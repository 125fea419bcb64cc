import SnapFitPresentation

/// Keeps what the home scene displayed.
@MainActor
final class HomeCapture: HomeDisplayLogic {
    private(set) var outcome: SceneOutcome<HomeScene.Load.ViewModel>?

    func displayHome(viewModel: HomeScene.Load.ViewModel) { outcome = .shown(viewModel) }
    func displayError(viewModel: ErrorViewModel) { outcome = .failed(viewModel) }
}
