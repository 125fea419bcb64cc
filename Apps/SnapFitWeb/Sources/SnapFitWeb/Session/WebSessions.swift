import SnapFitAppCore

/// Every browser's session, by the random id in its cookie, in two tables: anonymous sessions, which anyone can make
/// with a request, bounded by `anonymousCapacity`, and signed-in sessions, which a flood of anonymous requests can
/// never push out. A session idle for longer than its table's limit is never answered again (and is forgotten when
/// asked for); a full table first forgets its expired sessions, then its idlest tenth, so making room costs little
/// per new session however hard the table is pressed.
@MainActor
final class WebSessions {
    static let anonymousCapacity = 5_000
    static let anonymousIdleLimit: Duration = .seconds(3600)
    /// Far more than the people signed in at once; only an abuse of one account's logins would reach it.
    static let signedInCapacity = 20_000
    static let signedInIdleLimit: Duration = .seconds(12 * 3600)

    private var anonymous: [String: WebSession] = [:]
    private var signedIn: [String: WebSession] = [:]
    private let makeServices: @MainActor () -> any AppServices
    private let now: @MainActor () -> ContinuousClock.Instant

    /// - Parameter now: the clock idle times are measured by.
    init(
        makeServices: @escaping @MainActor () -> any AppServices,
        now: @escaping @MainActor () -> ContinuousClock.Instant
    ) {
        self.makeServices = makeServices
        self.now = now
    }

    var count: Int { anonymous.count + signedIn.count }

    /// Gives `session` a new id (and form token), forgetting the old one, in the table its user now belongs to.
    func renew(_ session: WebSession) {
        (anonymous[session.id], signedIn[session.id]) = (nil, nil)
        session.renewIdentity()
        if session.isSignedIn {
            Self.admit(
                session, to: &signedIn, capacity: Self.signedInCapacity, idleLimit: Self.signedInIdleLimit, now())
        } else {
            Self.admit(
                session, to: &anonymous, capacity: Self.anonymousCapacity, idleLimit: Self.anonymousIdleLimit, now())
        }
    }

    /// The session named by `id`, or a new anonymous one (`isNew`) when there is none by that id.
    func session(for id: String?) -> (session: WebSession, isNew: Bool) {
        let now = now()
        if let id, let session = signedIn[id] ?? anonymous[id] {
            if now - session.lastUsed < Self.idleLimit(of: session) {
                session.lastUsed = now
                return (session, false)
            }
            (anonymous[id], signedIn[id]) = (nil, nil)
        }
        let session = WebSession(services: makeServices(), now: now)
        Self.admit(session, to: &anonymous, capacity: Self.anonymousCapacity, idleLimit: Self.anonymousIdleLimit, now)
        return (session, true)
    }

    private static func idleLimit(of session: WebSession) -> Duration {
        session.isSignedIn ? signedInIdleLimit : anonymousIdleLimit
    }

    /// Adds `session` to `table`, making room when it is full: the expired sessions go, then the idlest tenth.
    private static func admit(
        _ session: WebSession, to table: inout [String: WebSession], capacity: Int, idleLimit: Duration,
        _ now: ContinuousClock.Instant
    ) {
        if table.count >= capacity {
            table = table.filter { now - $0.value.lastUsed < idleLimit }
            if table.count >= capacity {
                let idlest = table.values.sorted { $0.lastUsed < $1.lastUsed }.prefix(max(1, capacity / 10))
                for old in idlest { table[old.id] = nil }
            }
        }
        table[session.id] = session
    }
}
