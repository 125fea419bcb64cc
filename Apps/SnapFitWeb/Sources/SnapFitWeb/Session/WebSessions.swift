import SnapFitAppCore
import SnapFitPresentation

/// Every browser's session, by the random id in its cookie, in two tables: anonymous sessions, which anyone can make
/// with a request, bounded in all and per client address (so one client's flood pushes out only its own), and
/// signed-in sessions, which a flood of anonymous requests can never push out. A session idle for longer than its
/// table's limit is never answered again, and is forgotten when asked for.
@MainActor
final class WebSessions {
    static let anonymousCapacity = 5_000
    /// An address's share of the anonymous sessions: room for a whole office behind one address.
    static let anonymousPerPeer = 500
    static let anonymousIdleLimit: Duration = .seconds(3600)
    /// Far more than the people signed in at once; only an abuse of one account's logins would reach it.
    static let signedInCapacity = 20_000
    static let signedInIdleLimit: Duration = .seconds(12 * 3600)

    private var anonymous = SessionTable(
        capacity: anonymousCapacity, perPeer: anonymousPerPeer, idleLimit: anonymousIdleLimit)
    private var signedIn = SessionTable(
        capacity: signedInCapacity, perPeer: signedInCapacity, idleLimit: signedInIdleLimit)
    private let makeServices: @MainActor (_ browserLanguage: Language?) -> any AppServices
    private let now: @MainActor () -> ContinuousClock.Instant

    /// - Parameters:
    ///   - makeServices: a new visitor's services, speaking the language their browser asks for when it names one.
    ///   - now: the clock idle times are measured by.
    init(
        makeServices: @escaping @MainActor (_ browserLanguage: Language?) -> any AppServices,
        now: @escaping @MainActor () -> ContinuousClock.Instant
    ) {
        self.makeServices = makeServices
        self.now = now
    }

    var count: Int { anonymous.count + signedIn.count }

    /// Gives `session` a new id (and form token), forgetting the old one, in the table its user now belongs to.
    func renew(_ session: WebSession) {
        anonymous.remove(session.id)
        signedIn.remove(session.id)
        session.renewIdentity()
        if session.isSignedIn {
            signedIn.admit(session, now: now())
        } else {
            anonymous.admit(session, now: now())
        }
    }

    /// The session named by `id`, or a new anonymous one (`isNew`) for the client at `peer` when there is none by
    /// that id, in `browserLanguage` until a setting names another.
    func session(
        for id: String?, peer: String, browserLanguage: Language? = nil
    ) -> (session: WebSession, isNew: Bool) {
        let now = now()
        if let id, let session = signedIn[id] ?? anonymous[id] {
            let limit = session.isSignedIn ? Self.signedInIdleLimit : Self.anonymousIdleLimit
            if now - session.lastUsed < limit {
                session.lastUsed = now
                return (session, false)
            }
            anonymous.remove(id)
            signedIn.remove(id)
        }
        let session = WebSession(services: makeServices(browserLanguage), peer: peer, now: now)
        anonymous.admit(session, now: now)
        return (session, true)
    }
}
