import SnapFitPresentation

/// Keeps what the list scene displayed for the request being served.
@MainActor
final class ProductListCapture: ProductListDisplayLogic {
    private(set) var outcome: SceneOutcome<ProductListScene.Page.ViewModel>?
    private(set) var selection: ProductListScene.Select.Selection?
    private(set) var notice: ProductListScene.Notice?

    func reset() {
        outcome = nil
        selection = nil
        notice = nil
    }

    func displayPage(viewModel: ProductListScene.Page.ViewModel) { outcome = .shown(viewModel) }
    func displaySelection(viewModel: ProductListScene.Select.Selection) { selection = viewModel }
    func displayNotice(viewModel: ProductListScene.Notice) { notice = viewModel }
    func displayError(viewModel: ErrorViewModel) { outcome = .failed(viewModel) }
}
