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

    /// What `vibes` and `locations` answer with.
    func result(_ outcome: ReferenceDataScene.Outcome) -> CommandResult? {
        switch outcome {
        case .vibes(let vibes): .shown(vibes, lines)
        case .locations(let locations): .shown(locations, lines)
        case .failed(let error): .failed(error)
        }
    }
}
