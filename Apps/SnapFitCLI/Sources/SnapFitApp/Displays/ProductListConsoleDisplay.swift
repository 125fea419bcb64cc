import SnapFitPresentation

/// Renders product lists for the terminal, and keeps the product chosen by `next`, `prev` or `product` for the
/// detail scene.
@MainActor
final class ProductListConsoleDisplay: ConsoleDisplay, ProductListDisplayLogic {
    /// The product the list handed to the detail scene, if the last request chose one.
    private(set) var selection: ProductListScene.Select.Selection?

    override func reset() {
        super.reset()
        selection = nil
    }

    func displayPage(viewModel: ProductListScene.Page.ViewModel) {
        var lines = [style.bold(viewModel.title)]
        lines += products(
            viewModel.rows.map(\.product), numbers: viewModel.rows.map(\.number), highlighted: viewModel.lastViewed,
            layout: viewModel.layout)
        if let hidden = viewModel.hiddenNotice { lines.append(style.yellow(hidden)) }
        if let scan = viewModel.scanNotice { lines.append(style.dim(scan)) }
        lines.append(
            style.dim(viewModel.nextAction.flatMap(destinations.hint)?.text(in: language) ?? viewModel.footer))
        lines += pricesNote(viewModel.pricesNotice)
        show(viewModel, lines: lines)
    }

    func displaySelection(viewModel: ProductListScene.Select.Selection) {
        selection = viewModel
    }

    func displayNotice(viewModel: ProductListScene.Notice) {
        show(viewModel, lines: [style.dim(viewModel.message)])
    }
}
