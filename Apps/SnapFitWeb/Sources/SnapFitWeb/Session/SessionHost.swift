/// The actor one browser's session lives on (decision 0032): its requests, its scenes and what its features keep run
/// here, one at a time, apart from every other session's, so different sessions' pages are served at the same time,
/// each on the thread its request arrived on.
actor SessionHost {
    private let session: WebSession

    init(_ session: sending WebSession) {
        self.session = session
        session.reference = SessionReference(self)
    }

    /// What `body` answers with the session, on this actor.
    func run<Result: Sendable>(
        _ body: nonisolated(nonsending) @Sendable (WebSession) async -> Result
    ) async -> Result {
        await body(session)
    }
}
