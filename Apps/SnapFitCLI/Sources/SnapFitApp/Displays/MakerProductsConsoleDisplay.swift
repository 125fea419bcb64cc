import SnapFitPresentation

/// Renders the maker's products for the terminal.
@MainActor
final class MakerProductsConsoleDisplay: ConsoleDisplay, MakerProductsDisplayLogic {

    func displayProducts(viewModel: MakerProductsScene.Load.ViewModel) {
        var lines = [style.bold(viewModel.title)]
        if let empty = viewModel.empty { lines.append("  " + empty) }
        if let hint = viewModel.nextAction.flatMap(destinations.hint) {
            lines.append("  " + style.dim(hint.text(in: language)))
        }
        lines += products(viewModel.products, numbers: nil, highlighted: nil, layout: viewModel.layout)
        lines += pricesNote(viewModel.pricesNotice)
        show(viewModel, lines: lines)
    }
}
