import MakersDomain
import MakersPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation

/// Renders the maker's products for the terminal.
struct MakerProductsConsoleView: ConsoleView {
    let console: Console

    func lines(_ viewModel: MakerProductsScene.Load.ViewModel) -> [String] {
        var lines = [style.bold(viewModel.title)]
        if let empty = viewModel.empty { lines.append("  " + empty) }
        if let hint = viewModel.nextAction.flatMap(destinations.hint) {
            lines.append("  " + style.dim(hint.text(in: language)))
        }
        lines += products(viewModel.products, numbers: nil, highlighted: nil, layout: viewModel.layout)
        return lines + pricesNote(viewModel.pricesNotice)
    }
}
