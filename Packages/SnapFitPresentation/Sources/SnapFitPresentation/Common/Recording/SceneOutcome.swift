/// What a scene answered one request with: its view model, or an error.
public enum SceneOutcome<ViewModel> {
    case shown(ViewModel)
    case failed(ErrorViewModel)
}

extension SceneOutcome: Sendable where ViewModel: Sendable {}
