/// Waits between retries; injected so tests never sleep and can read the delays asked for.
public protocol Sleeper: Sendable {
    /// Suspends for `duration`; throws when the task is cancelled meanwhile.
    func sleep(for duration: Duration) async throws
}
