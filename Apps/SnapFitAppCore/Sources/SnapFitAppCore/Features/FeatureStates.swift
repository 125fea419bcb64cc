/// The states the features keep for one user, one of each type.
package final class FeatureStates {
    private var states: [ObjectIdentifier: any FeatureState] = [:]

    package init() {}

    /// The state of type `State`, made on first need.
    package func state<State: FeatureState>(_ type: State.Type) -> State {
        if let state = states[ObjectIdentifier(type)] as? State { return state }
        let state = type.init()
        states[ObjectIdentifier(type)] = state
        return state
    }

    /// The user changed: every state ends and is dropped.
    package func endAll() {
        for state in states.values { state.end() }
        states = [:]
    }
}
