import SnapFitPresentation

/// Keeps what the maker's products scene displayed.
@MainActor
final class MakerProductsCapture: MakerProductsDisplayLogic {
    private(set) var outcome: SceneOutcome<MakerProductsScene.Load.ViewModel>?

    func displayProducts(viewModel: MakerProductsScene.Load.ViewModel) { outcome = .shown(viewModel) }
    func displayError(viewModel: ErrorViewModel) { outcome = .failed(viewModel) }
}
