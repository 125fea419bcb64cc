import SnapFitPresentation

/// Renders the maker's products for the terminal.
@MainActor
final class MakerProductsConsoleDisplay: ConsoleDisplay, MakerProductsDisplayLogic {

    func displayProducts(viewModel: MakerProductsScene.Load.ViewModel) {
        var lines = [style.bold(viewModel.title)]
        if let empty = viewModel.empty { lines.append("  " + empty) }
        if let next = viewModel.nextAction { lines.append("  " + style.dim(CLIWords.hint(next).text(in: language))) }
        lines += products(viewModel.products, numbers: nil, highlighted: nil, layout: viewModel.layout)
        lines += pricesNote(viewModel.pricesNotice)
        show(viewModel, lines: lines)
    }
}
