import SnapFitApp

/// Every browser's session, by the random id in its cookie. Bounded: sessions idle for `idleLimit` are forgotten,
/// and past `capacity` the one idle longest makes room.
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
        sessions = sessions.filter { now - $0.value.lastUsed < Self.idleLimit }
        if sessions.count >= Self.capacity, let idlest = sessions.values.min(by: { $0.lastUsed < $1.lastUsed }) {
            sessions[idlest.id] = nil
        }
        let session = WebSession(services: makeServices(), now: now)
        sessions[session.id] = session
        return (session, true)
    }
}
