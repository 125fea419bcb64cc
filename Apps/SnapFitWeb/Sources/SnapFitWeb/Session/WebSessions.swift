import SnapFitAppCore

/// Every browser's session, by the random id in its cookie, in two tables: anonymous sessions, which anyone can make
/// with a request and which are bounded by `anonymousCapacity` (a full table drops the one idle longest), and
/// signed-in sessions, which only their own idle time ends, so no flood of anonymous requests signs a user out.
/// A session idle for longer than its limit is never answered again.
@MainActor
final class WebSessions {
    static let anonymousCapacity = 5_000
    static let anonymousIdleLimit: Duration = .seconds(3600)
    static let signedInIdleLimit: Duration = .seconds(12 * 3600)
    /// Signed-in sessions are swept for idle ones each time this many more have signed in.
    static let signedInSweepInterval = 1_000

    private var anonymous: [String: WebSession] = [:]
    private var signedIn: [String: WebSession] = [:]
    private var signInsSinceSweep = 0
    private let makeServices: @MainActor () -> any AppServices
    private let now: @MainActor () -> ContinuousClock.Instant

    /// - Parameter now: the clock idle times are measured by (a test's own, or the real one).
    init(
        makeServices: @escaping @MainActor () -> any AppServices,
        now: @escaping @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        self.makeServices = makeServices
        self.now = now
    }

    var count: Int { anonymous.count + signedIn.count }

    /// Gives `session` a new id (and form token), forgetting the old one, in the table its user now belongs to.
    func renew(_ session: WebSession) {
        (anonymous[session.id], signedIn[session.id]) = (nil, nil)
        session.renewIdentity()
        guard session.isSignedIn else {
            admitAnonymous(session)
            return
        }
        signInsSinceSweep += 1
        if signInsSinceSweep >= Self.signedInSweepInterval {
            let now = now()
            signedIn = signedIn.filter { now - $0.value.lastUsed < Self.signedInIdleLimit }
            signInsSinceSweep = 0
        }
        signedIn[session.id] = session
    }

    /// The session named by `id`, or a new anonymous one (`isNew`) when there is none by that id.
    func session(for id: String?) -> (session: WebSession, isNew: Bool) {
        let now = now()
        if let id, let session = signedIn[id] ?? anonymous[id],
            now - session.lastUsed < (session.isSignedIn ? Self.signedInIdleLimit : Self.anonymousIdleLimit)
        {
            session.lastUsed = now
            return (session, false)
        }
        let session = WebSession(services: makeServices(), now: now)
        admitAnonymous(session)
        return (session, true)
    }

    /// Adds an anonymous session, making room when the table is full: first the expired ones go, then the one idle
    /// longest.
    private func admitAnonymous(_ session: WebSession) {
        if anonymous.count >= Self.anonymousCapacity {
            let now = now()
            anonymous = anonymous.filter { now - $0.value.lastUsed < Self.anonymousIdleLimit }
            if anonymous.count >= Self.anonymousCapacity,
                let idlest = anonymous.values.min(by: { $0.lastUsed < $1.lastUsed })
            {
                anonymous[idlest.id] = nil
            }
        }
        anonymous[session.id] = session
    }
}
