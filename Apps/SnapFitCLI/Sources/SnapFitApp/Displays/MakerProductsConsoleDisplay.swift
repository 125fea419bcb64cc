import SnapFitPresentation

/// Renders the maker's products for the terminal.
@MainActor
final class MakerProductsConsoleDisplay: ConsoleDisplay, MakerProductsDisplayLogic {

    func displayProducts(viewModel: MakerProductsScene.Load.ViewModel) {
        var lines = [style.bold(viewModel.title)]
        if let empty = viewModel.empty { lines.append("  " + empty) }
        if let next = viewModel.nextAction { lines.append("  " + style.dim(CLIWords.hint(next).text(in: language))) }
        lines += ProductRows.render(viewModel.products, style: style)
        show(viewModel, lines: lines)
    }
}
