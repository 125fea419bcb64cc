import CatalogPresentation
import SnapFitApp
import SnapFitPresentation

/// Renders the home screen for the terminal.
struct HomeConsoleView: ConsoleView {
    let console: Console

    func lines(_ viewModel: HomeScene.Load.ViewModel) -> [String] {
        var lines = [style.bold(viewModel.greeting), style.dim(viewModel.subtitle)]
        if let recommended = viewModel.recommended {
            lines.append(style.bold(viewModel.recommendedTitle))
            lines += ProductRows.render([recommended], style: style)
        }
        for section in viewModel.sections {
            lines.append(style.bold(section.title))
            lines += ProductRows.render(section.products, style: style)
        }
        if let empty = viewModel.emptyNotice { lines.append(empty) }
        return lines + pricesNote(viewModel.pricesNotice)
    }
}
