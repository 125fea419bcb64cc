import SettingsPresentation
import SnapFitApp
import SnapFitPresentation
import SnapFitTerminal

/// Renders the settings for the terminal: the note of a change first, then a bold title and one
/// `  label  value  set name code` row per setting, the labels padded to one width (the `set` that gives the value).
struct SettingsConsoleView: ConsoleView {
    let console: Console

    func lines(_ viewModel: SettingsScene.ViewModel) -> [String] {
        let width = viewModel.rows.map(\.label.terminalWidth).max() ?? 0
        let rows = viewModel.rows.map { row in
            let padding = String(repeating: " ", count: width - row.label.terminalWidth)
            return "  \(row.label)\(padding)  \(row.valueLabel)  " + style.dim("set \(row.name) \(row.value)")
        }
        return (viewModel.note.map { [$0] } ?? []) + [style.bold(viewModel.title)] + rows
    }
}
