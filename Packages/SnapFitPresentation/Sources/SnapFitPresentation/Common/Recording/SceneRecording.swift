/// A display for every scene whose outcomes are `Outcome`: it keeps what the scene showed, in the order shown, so
/// any UI (the terminal, a web page, a test) answers with a function of those outcomes once the request is over, and
/// no UI writes a display per scene. A scene's display logic is implemented beside its protocol, as an extension
/// constrained to its `Outcome`, each method recording its case.
///
/// A scene's presenter holds its display weakly: keep the recording as long as the scene.
public final class SceneRecording<Outcome: Sendable> {
    /// What the scene showed since it started or was last reset, oldest first: the latest `limit` of them.
    public private(set) var outcomes: [Outcome] = []
    private let limit: Int
    private let observe: (Outcome) -> Void

    /// `limit` bounds a scene that runs for long (a watch); `observe` sees each outcome as it is shown, for a UI that
    /// shows a scene live (a watch's updates, an upload's progress), and what it sees is kept all the same.
    public init(keepingLatest limit: Int = .max, observe: @escaping (Outcome) -> Void = { _ in }) {
        precondition(limit > 0, "a recording keeps at least the latest outcome")
        self.limit = limit
        self.observe = observe
    }

    /// Keeps what the scene showed, after everything it showed before.
    public func record(_ outcome: Outcome) {
        outcomes.append(outcome)
        if outcomes.count > limit { outcomes.removeFirst(outcomes.count - limit) }
        observe(outcome)
    }

    /// Forgets everything shown so far, for a scene that serves several requests.
    public func reset() {
        outcomes = []
    }
}

extension SceneRecording where Outcome: FailableOutcome {
    /// Every scene's failure, recorded as its `failed` case.
    public func displayError(viewModel: ErrorViewModel) {
        record(.failed(viewModel))
    }
}
