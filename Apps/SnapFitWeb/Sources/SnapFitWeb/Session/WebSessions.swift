import SnapFitAppCore

/// Every browser's session, by the random id in its cookie. Bounded: a session idle for `idleLimit` is never
/// answered again, and a full table first drops those, then the one idle longest.
@MainActor
final class WebSessions {
    static let capacity = 5_000
    static let idleLimit: Duration = .seconds(12 * 3600)

    private var sessions: [String: WebSession] = [:]
    private let makeServices: @MainActor () -> any AppServices
    private let clock = ContinuousClock()

    init(makeServices: @escaping @MainActor () -> any AppServices) {
        self.makeServices = makeServices
    }

    var count: Int { sessions.count }

    /// Gives `session` a new id (and form token), forgetting the old one.
    func renew(_ session: WebSession) {
        sessions[session.id] = nil
        session.renewIdentity()
        sessions[session.id] = session
    }

    /// The session named by `id`, or a new one (`isNew`) when there is none by that id.
    func session(for id: String?) -> (session: WebSession, isNew: Bool) {
        let now = clock.now
        if let id, let session = sessions[id], now - session.lastUsed < Self.idleLimit {
            session.lastUsed = now
            return (session, false)
        }
        // An expired session is never answered (above); the table is swept only when it is full.
        if sessions.count >= Self.capacity {
            sessions = sessions.filter { now - $0.value.lastUsed < Self.idleLimit }
            if sessions.count >= Self.capacity, let idlest = sessions.values.min(by: { $0.lastUsed < $1.lastUsed }) {
                sessions[idlest.id] = nil
            }
        }
        let session = WebSession(services: makeServices(), now: now)
        sessions[session.id] = session
        return (session, true)
    }
}
