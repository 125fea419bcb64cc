import SnapFitPresentation

/// Renders the reference-data scene for the terminal and keeps the outcome for the command that asked.
@MainActor
final class ReferenceDataConsoleDisplay: ReferenceDataDisplayLogic {
    private let style: TextStyle
    /// The last thing the scene displayed, or `nil` before it displayed anything.
    private(set) var result: CommandResult?

    init(style: TextStyle) {
        self.style = style
    }

    func displayVibes(viewModel: ReferenceData.LoadVibes.ViewModel) {
        result = .success(CommandOutput(data: viewModel, lines: render(title: viewModel.title, items: viewModel.vibes)))
    }

    func displayLocations(viewModel: ReferenceData.LoadLocations.ViewModel) {
        result = .success(
            CommandOutput(data: viewModel, lines: render(title: viewModel.title, items: viewModel.locations)))
    }

    func displayError(viewModel: ErrorViewModel) {
        result = .failure(CommandFailure(error: viewModel))
    }

    /// A bold title, then one `  id  label` row per item with the ids right-aligned.
    private func render(title: String, items: [ReferenceData.Item]) -> [String] {
        let width = items.map { String($0.id).count }.max() ?? 0
        return [style.bold(title)]
            + items.map { item in
                let id = String(item.id)
                return "  " + style.cyan(String(repeating: " ", count: width - id.count) + id) + "  " + item.label
            }
    }
}
