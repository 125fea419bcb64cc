import SnapFitPresentation

/// What a screen (or the CLI renderer) implements to show a product list.
public protocol ProductListDisplayLogic: AnyObject {
    func displayPage(viewModel: ProductListScene.Page.ViewModel)
    /// A product was chosen from the list; the detail scene shows it.
    func displaySelection(viewModel: ProductListScene.Select.Selection)
    /// A message instead of rows or a selection: the list is over at this end. Not a failure.
    func displayNotice(viewModel: ProductListScene.Notice)
    func displayError(viewModel: ErrorViewModel)
}

extension SceneRecording: ProductListDisplayLogic where Outcome == ProductListScene.Outcome {
    public func displayPage(viewModel: ProductListScene.Page.ViewModel) { record(.page(viewModel)) }
    public func displaySelection(viewModel: ProductListScene.Select.Selection) { record(.selection(viewModel)) }
    public func displayNotice(viewModel: ProductListScene.Notice) { record(.notice(viewModel)) }
}
