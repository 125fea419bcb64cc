import SettingsPresentation
import SnapFitApp
import SnapFitPresentation
import SnapFitTerminal

/// Renders the settings for the terminal: a bold title, one `  label  value (code)` row per setting with the labels
/// padded to one width, and the note of a change.
struct SettingsConsoleView: ConsoleView {
    let console: Console

    func lines(_ viewModel: SettingsScene.ViewModel) -> [String] {
        let width = viewModel.rows.map(\.label.terminalWidth).max() ?? 0
        let rows = viewModel.rows.map { row in
            let padding = String(repeating: " ", count: width - row.label.terminalWidth)
            return "  \(row.label)\(padding)  \(row.valueLabel) " + style.dim("(\(row.name) \(row.value))")
        }
        return [style.bold(viewModel.title)] + rows + (viewModel.note.map { [$0] } ?? [])
    }
}
