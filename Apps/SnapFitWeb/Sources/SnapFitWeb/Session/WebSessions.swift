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

    /// Files `host`'s session, known as `oldID` until now, under `newID` (a new identity, see
    /// `WebSession.renewIdentity()`) in the table its user now belongs to, even when it was pushed out meanwhile;
    /// `peer` is the client it counts for if so.
    func renew(_ host: SessionHost, from oldID: String, to newID: String, signedIn: Bool, peer: String) {
        let now = now()
        // What the tables forget ends as `dropped` goes, after the lock (a session's state may take locks as it ends).
        var dropped: [SessionTable.Entry] = []
        tables.withLock { tables in
            let old = tables.anonymous.remove(oldID) ?? tables.signedIn.remove(oldID)
            let renewed = SessionTable.Entry(host: host, peer: old?.peer ?? peer, lastUsed: now)
            if signedIn {
                tables.signedIn.admit(renewed, id: newID, dropped: &dropped)
            } else {
                tables.anonymous.admit(renewed, id: newID, dropped: &dropped)
            }
        }
    }

    /// The session named by `id`, or a new anonymous one (`isNew`, with its new `id`) for the client at `peer` when
    /// there is none by that id, in `browserLanguage` until a setting names another.
    func session(
        for id: String?, peer: String, browserLanguage: Language? = nil
    ) -> (session: SessionHost, id: String, isNew: Bool) {
        let now = now()
        // What the tables forget ends as `dropped` goes, after the lock.
        var dropped: [SessionTable.Entry] = []
        if let id,
            let host = tables.withLock({ tables in
                tables.signedIn.use(id, now: now, dropped: &dropped)
                    ?? tables.anonymous.use(id, now: now, dropped: &dropped)
            })
        {
            return (host, id, false)
        }
        let session = WebSession(services: makeServices(browserLanguage))
        let sessionID = session.id
        let host = SessionHost(session)
        tables.withLock {
            $0.anonymous.admit(.init(host: host, peer: peer, lastUsed: now), id: sessionID, dropped: &dropped)
        }
        return (host, sessionID, true)
    }
}
