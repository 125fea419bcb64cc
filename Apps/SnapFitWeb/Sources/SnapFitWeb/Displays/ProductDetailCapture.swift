import SnapFitPresentation

/// Keeps what the detail scene displayed.
@MainActor
final class ProductDetailCapture: ProductDetailDisplayLogic {
    private(set) var outcome: SceneOutcome<ProductDetailScene.Load.ViewModel>?

    func displayProduct(viewModel: ProductDetailScene.Load.ViewModel) { outcome = .shown(viewModel) }
    func displayError(viewModel: ErrorViewModel) { outcome = .failed(viewModel) }
}
