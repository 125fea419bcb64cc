import SnapFitAppCore

/// What the features keep between the commands of one run (`FeatureStates`), on the main actor, where the terminal's
/// commands run.
@MainActor
final class RunStates {
    private let states = FeatureStates()

    /// The state of type `State`, made on first need.
    func state<State: FeatureState>(_ type: State.Type) -> State {
        states.state(type)
    }

    /// The user changed: every state ends and is dropped.
    func endAll() {
        states.endAll()
    }
}
