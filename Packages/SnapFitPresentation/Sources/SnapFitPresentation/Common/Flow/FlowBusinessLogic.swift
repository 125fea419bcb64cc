/// What every flow can be told while it asks: the answer to the question on screen, or to stop. A refused answer is
/// asked again with why; an answer that fits no question on screen changes nothing.
public protocol FlowBusinessLogic: AnyObject {
    nonisolated(nonsending) func answer(request: FlowAnswer) async
    /// Ends the flow at any question, doing nothing it was asked to do; once the flow is under way for good (sending,
    /// or over) it does nothing.
    func cancel()
}
