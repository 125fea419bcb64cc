/// Sessions by id, bounded in all (`capacity`) and per client address (`perPeer`), so one client's flood fills only
/// its own share. Making room forgets the expired sessions, then the idlest tenth of those in the way: a little work
/// per new session, however hard the table is pressed.
@MainActor
struct SessionTable {
    let capacity: Int
    let perPeer: Int
    let idleLimit: Duration
    private var byID: [String: WebSession] = [:]
    private var byPeer: [String: Set<String>] = [:]

    init(capacity: Int, perPeer: Int, idleLimit: Duration) {
        self.capacity = capacity
        self.perPeer = perPeer
        self.idleLimit = idleLimit
    }

    var count: Int { byID.count }

    subscript(id: String) -> WebSession? { byID[id] }

    mutating func remove(_ id: String) {
        guard let session = byID.removeValue(forKey: id) else { return }
        byPeer[session.peer]?.remove(id)
        if byPeer[session.peer]?.isEmpty == true { byPeer[session.peer] = nil }
    }

    /// Adds `session`, first making room among its client's sessions, then in the whole table, when either is full.
    mutating func admit(_ session: WebSession, now: ContinuousClock.Instant) {
        if let own = byPeer[session.peer], own.count >= perPeer { makeRoom(among: Array(own), limit: perPeer, now) }
        if byID.count >= capacity { makeRoom(among: Array(byID.keys), limit: capacity, now) }
        byID[session.id] = session
        byPeer[session.peer, default: []].insert(session.id)
    }

    /// Forgets the expired sessions among `ids`, then, while they still number `limit`, their idlest tenth.
    private mutating func makeRoom(among ids: [String], limit: Int, _ now: ContinuousClock.Instant) {
        var kept = ids.compactMap { byID[$0] }
        for session in kept where now - session.lastUsed >= idleLimit { remove(session.id) }
        kept.removeAll { now - $0.lastUsed >= idleLimit }
        guard kept.count >= limit else { return }
        for session in kept.sorted(by: { $0.lastUsed < $1.lastUsed }).prefix(max(1, limit / 10)) {
            remove(session.id)
        }
    }
}
