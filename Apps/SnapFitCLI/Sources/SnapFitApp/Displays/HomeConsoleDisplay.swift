import SnapFitPresentation

/// Renders the home screen for the terminal.
@MainActor
final class HomeConsoleDisplay: ConsoleDisplay, HomeDisplayLogic {
    func displayHome(viewModel: HomeScene.Load.ViewModel) {
        var lines = [style.bold(viewModel.greeting), style.dim(viewModel.subtitle)]
        if let recommended = viewModel.recommended {
            lines.append(style.bold(viewModel.recommendedTitle))
            lines += ProductRows.render([recommended], style: style)
        }
        for section in viewModel.sections {
            lines.append(style.bold(section.title))
            lines += ProductRows.render(section.products, style: style)
        }
        lines += pricesNote(viewModel.pricesNotice)
        show(viewModel, lines: lines)
    }
}
