/// A display for every scene: it keeps, in order, what a scene displayed while it served one request, so any UI (the
/// terminal, a web page, a test) renders it once the request is over, and no UI writes a display per scene. Each
/// scene's display logic is implemented beside its protocol, each method keeping its view model.
///
/// A scene's presenter holds its display weakly: keep the recorder as long as the scene.
@MainActor
public final class SceneRecorder {
    private var events: [any Sendable] = []

    public init() {}

    /// Keeps what the scene displayed.
    public func record(_ viewModel: any Sendable) {
        events.append(viewModel)
    }

    /// Forgets everything displayed so far, for a scene that serves several requests.
    public func reset() {
        events = []
    }

    /// The last view model of `type` displayed, if any.
    public func last<ViewModel>(_ type: ViewModel.Type) -> ViewModel? {
        events.reversed().lazy.compactMap { $0 as? ViewModel }.first
    }

    /// Every view model of `type` displayed, in order.
    public func all<ViewModel>(_ type: ViewModel.Type) -> [ViewModel] {
        events.compactMap { $0 as? ViewModel }
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
