import SnapFitAppCore
import SnapFitPresentation
import Synchronization

/// Every browser's session, by the random id in its cookie, in two tables: anonymous sessions, which anyone can make
/// with a request, bounded in all and per client address (so one client's flood pushes out only its own), and
/// signed-in sessions, which a flood of anonymous requests can never push out. A session idle for longer than its
/// table's limit is never answered again, and is forgotten when asked for. The tables are behind one lock, held for
/// a lookup only: a session's requests then run on its own actor (`SessionHost`).
final class WebSessions: Sendable {
    static let anonymousCapacity = 5_000
    /// An address's share of the anonymous sessions: room for a whole office behind one address.
    static let anonymousPerPeer = 500
    static let anonymousIdleLimit: Duration = .seconds(3600)
    /// Far more than the people signed in at once; only an abuse of one account's logins would reach it.
    static let signedInCapacity = 20_000
    static let signedInIdleLimit: Duration = .seconds(12 * 3600)

    private struct Tables {
        var anonymous = SessionTable(
            capacity: anonymousCapacity, perPeer: anonymousPerPeer, idleLimit: anonymousIdleLimit)
        var signedIn = SessionTable(
            capacity: signedInCapacity, perPeer: signedInCapacity, idleLimit: signedInIdleLimit)
    }

    private let tables = Mutex(Tables())
    private let makeServices: @Sendable (_ browserLanguage: Language?) -> any AppServices
    private let now: @Sendable () -> ContinuousClock.Instant

    /// - Parameters:
    ///   - makeServices: a new visitor's services, speaking the language their browser asks for when it names one.
    ///   - now: the clock idle times are measured by.
    init(
        makeServices: @escaping @Sendable (_ browserLanguage: Language?) -> any AppServices,
        now: @escaping @Sendable () -> ContinuousClock.Instant
    ) {
        self.makeServices = makeServices
        self.now = now
    }

    var count: Int { tables.withLock { $0.anonymous.count + $0.signedIn.count } }

    /// Files the session known as `oldID` under `newID` (a new identity, see `WebSession.renewIdentity()`), in the
    /// table its user now belongs to.
    func renew(_ oldID: String, to newID: String, signedIn: Bool) {
        let now = now()
        tables.withLock { tables in
            guard let entry = tables.anonymous.remove(oldID) ?? tables.signedIn.remove(oldID) else { return }
            let renewed = SessionTable.Entry(host: entry.host, peer: entry.peer, lastUsed: now)
            if signedIn {
                tables.signedIn.admit(renewed, id: newID)
            } else {
                tables.anonymous.admit(renewed, id: newID)
            }
        }
    }

    /// The session named by `id`, or a new anonymous one (`isNew`, with its new `id`) for the client at `peer` when
    /// there is none by that id, in `browserLanguage` until a setting names another.
    func session(
        for id: String?, peer: String, browserLanguage: Language? = nil
    ) -> (session: SessionHost, id: String, isNew: Bool) {
        let now = now()
        if let id, let host = tables.withLock({ $0.signedIn.use(id, now: now) ?? $0.anonymous.use(id, now: now) }) {
            return (host, id, false)
        }
        let session = WebSession(services: makeServices(browserLanguage))
        let sessionID = session.id
        let host = SessionHost(session)
        tables.withLock { $0.anonymous.admit(.init(host: host, peer: peer, lastUsed: now), id: sessionID) }
        return (host, sessionID, true)
    }
}
