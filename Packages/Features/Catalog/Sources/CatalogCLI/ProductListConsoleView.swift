import CatalogPresentation
import SnapFitApp
import SnapFitPresentation

/// Renders product lists for the terminal: the page with its footer (or the way to its next page), or the notice that
/// the list is over at this end.
struct ProductListConsoleView: ConsoleView {
    let console: Console

    func lines(_ viewModel: ProductListScene.Page.ViewModel) -> [String] {
        var lines = [style.bold(viewModel.title)]
        lines += products(
            viewModel.rows.map(\.product), numbers: viewModel.rows.map(\.number), highlighted: viewModel.lastViewed,
            layout: viewModel.layout)
        if let hidden = viewModel.hiddenNotice { lines.append(style.yellow(hidden)) }
        if let scan = viewModel.scanNotice { lines.append(style.dim(scan)) }
        lines.append(
            style.dim(viewModel.nextAction.flatMap(destinations.hint)?.text(in: language) ?? viewModel.footer))
        return lines + pricesNote(viewModel.pricesNotice)
    }

    func lines(_ viewModel: ProductListScene.Notice) -> [String] {
        [style.dim(viewModel.message)]
    }
}
