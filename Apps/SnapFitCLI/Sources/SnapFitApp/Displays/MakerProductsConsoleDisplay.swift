import SnapFitPresentation

/// Renders the maker's products for the terminal.
@MainActor
final class MakerProductsConsoleDisplay: ConsoleDisplay, MakerProductsDisplayLogic {
    func displayProducts(viewModel: MakerProductsScene.Load.ViewModel) {
        var lines = [style.bold(viewModel.title)]
        if let empty = viewModel.empty { lines.append("  " + empty) }
        lines += ProductRows.render(viewModel.products, style: style)
        show(viewModel, lines: lines)
    }
}
