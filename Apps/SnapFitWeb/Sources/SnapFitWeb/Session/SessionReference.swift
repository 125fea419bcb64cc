/// A way into one session from outside its requests, such as a budget all sessions share: what is sent runs soon, on
/// the session's actor (not waiting for its turn); nothing runs once the session is gone.
package struct SessionReference: Sendable {
    private weak var host: SessionHost?

    /// `host`'s session.
    init(_ host: SessionHost) {
        self.host = host
    }

    /// No session: what is sent to it does nothing (a session's reference before its actor has it).
    package init() {}

    /// Runs `body` with the session on its actor, after the caller goes on.
    package func send(_ body: nonisolated(nonsending) @escaping @Sendable (WebSession) async -> Void) {
        guard let host else { return }
        Task { await host.run(body) }
    }
}
