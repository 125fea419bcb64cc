import CatalogDomain
import CatalogPresentation
import SnapFitApp
import SnapFitPresentation

/// Renders the reference-data scene for the terminal: a bold title, then one `  id  label` row per item with the ids
/// right-aligned.
struct ReferenceDataConsoleView: ConsoleView {
    let console: Console

    func lines(_ viewModel: ReferenceDataScene.LoadVibes.ViewModel) -> [String] {
        [style.bold(viewModel.title)] + ItemTable.rows(viewModel.vibes, style: style)
    }

    func lines(_ viewModel: ReferenceDataScene.LoadLocations.ViewModel) -> [String] {
        [style.bold(viewModel.title)] + ItemTable.rows(viewModel.locations, style: style)
    }
}
