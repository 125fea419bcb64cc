import SnapFitPresentation

/// Renders the reference-data scene for the terminal.
@MainActor
final class ReferenceDataConsoleDisplay: ConsoleDisplay, ReferenceDataDisplayLogic {
    func displayVibes(viewModel: ReferenceDataScene.LoadVibes.ViewModel) {
        show(viewModel, lines: render(title: viewModel.title, items: viewModel.vibes))
    }

    func displayLocations(viewModel: ReferenceDataScene.LoadLocations.ViewModel) {
        show(viewModel, lines: render(title: viewModel.title, items: viewModel.locations))
    }

    /// A bold title, then one `  id  label` row per item with the ids right-aligned.
    private func render(title: String, items: [ReferenceDataScene.Item]) -> [String] {
        [style.bold(title)] + ItemTable.rows(items, style: style)
    }
}
