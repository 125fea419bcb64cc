import SnapFitPresentation

/// What a scene displayed for one request: its view model, or an error.
enum SceneOutcome<ViewModel: Sendable>: Sendable {
    case shown(ViewModel)
    case failed(ErrorViewModel)
}
