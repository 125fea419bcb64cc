/// A display for every scene: it keeps what a scene displayed, so any UI (the terminal, a web page, a test) renders it
/// once the request is over, and no UI writes a display per scene. Each scene's display logic is implemented beside
/// its protocol, each method keeping its view model. It keeps the latest view model of each type, in the order they
/// came: bounded however long a scene runs (a watch), and enough to tell which came last.
///
/// A scene's presenter holds its display weakly: keep the recorder as long as the scene.
///
/// Being replaced by `SceneRecording`, which keeps each scene's typed outcomes in order: kept until the catalog's
/// scenes and adapters move to it, then removed with `SceneOutcome` and `Labels.sceneDisplayedNothing`.
@MainActor
public final class SceneRecorder {
    private var events: [any Sendable] = []
    private let observe: @MainActor (any Sendable) -> Void

    /// `observe` sees each view model as it is displayed, for a UI that shows a scene live (a watch's updates, an
    /// upload's progress); what it sees is kept all the same.
    public init(observe: @escaping @MainActor (any Sendable) -> Void = { _ in }) {
        self.observe = observe
    }

    /// Keeps what the scene displayed, in place of the last view model of its type.
    public func record(_ viewModel: any Sendable) {
        let kind = ObjectIdentifier(type(of: viewModel))
        events.removeAll { ObjectIdentifier(type(of: $0)) == kind }
        events.append(viewModel)
        observe(viewModel)
    }

    /// Forgets everything displayed so far, for a scene that serves several requests.
    public func reset() {
        events = []
    }

    /// The latest view model of `type` displayed, if any.
    public func last<ViewModel>(_ type: ViewModel.Type) -> ViewModel? {
        events.reversed().lazy.compactMap { $0 as? ViewModel }.first
    }

    /// The latest view model of `type`, if it came after every view model of `other` (an alert newer than the
    /// reading it warns about).
    public func last<ViewModel, Other>(_ type: ViewModel.Type, after other: Other.Type) -> ViewModel? {
        for event in events.reversed() {
            if let viewModel = event as? ViewModel { return viewModel }
            if event is Other { return nil }
        }
        return nil
    }

    /// What the scene answered with: the last `type` or error displayed, whichever came last; `nil` when it displayed
    /// neither (a wiring fault, never user input).
    public func outcome<ViewModel>(_ type: ViewModel.Type) -> SceneOutcome<ViewModel>? {
        for event in events.reversed() {
            if let viewModel = event as? ViewModel { return .shown(viewModel) }
            if let error = event as? ErrorViewModel { return .failed(error) }
        }
        return nil
    }

    /// The error the scene displayed last, if any.
    public var error: ErrorViewModel? { last(ErrorViewModel.self) }

    /// Every scene's failure: kept like any other view model.
    public func displayError(viewModel: ErrorViewModel) {
        record(viewModel)
    }
}
