/// Sessions by id, bounded in all (`capacity`) and per client address (`perPeer`), so one client's flood fills only
/// its own share. Making room forgets the expired sessions, then the idlest tenth of those in the way: a little work
/// per new session, however hard the table is pressed. What it forgets is handed back, to be let go of by the
/// caller (outside its lock: a session's state may take other locks as it ends).
struct SessionTable {
    /// One session as the table knows it: where it lives, who made it and when it was last used.
    struct Entry {
        let host: SessionHost
        /// The address of the client that made it.
        let peer: String
        var lastUsed: ContinuousClock.Instant
    }

    let capacity: Int
    let perPeer: Int
    let idleLimit: Duration
    private var byID: [String: Entry] = [:]
    private var byPeer: [String: Set<String>] = [:]

    init(capacity: Int, perPeer: Int, idleLimit: Duration) {
        self.capacity = capacity
        self.perPeer = perPeer
        self.idleLimit = idleLimit
    }

    var count: Int { byID.count }

    /// The session `id` names, used now, unless it was idle for `idleLimit` or longer (then it is forgotten, into
    /// `dropped`).
    mutating func use(_ id: String, now: ContinuousClock.Instant, dropped: inout [Entry]) -> SessionHost? {
        guard let entry = byID[id] else { return nil }
        guard now - entry.lastUsed < idleLimit else {
            dropped.append(entry)
            remove(id)
            return nil
        }
        byID[id]?.lastUsed = now
        return entry.host
    }

    /// Forgets `id`, returning what the table knew of it.
    @discardableResult
    mutating func remove(_ id: String) -> Entry? {
        guard let entry = byID.removeValue(forKey: id) else { return nil }
        byPeer[entry.peer]?.remove(id)
        if byPeer[entry.peer]?.isEmpty == true { byPeer[entry.peer] = nil }
        return entry
    }

    /// Adds `entry` by `id`, first making room among its client's sessions, then in the whole table, when either is
    /// full (what goes is added to `dropped`).
    mutating func admit(_ entry: Entry, id: String, dropped: inout [Entry]) {
        let now = entry.lastUsed
        if let own = byPeer[entry.peer], own.count >= perPeer {
            makeRoom(among: Array(own), limit: perPeer, now, &dropped)
        }
        if byID.count >= capacity { makeRoom(among: Array(byID.keys), limit: capacity, now, &dropped) }
        byID[id] = entry
        byPeer[entry.peer, default: []].insert(id)
    }

    /// Forgets the expired sessions among `ids`, then, while they still number `limit`, their idlest tenth.
    private mutating func makeRoom(
        among ids: [String], limit: Int, _ now: ContinuousClock.Instant, _ dropped: inout [Entry]
    ) {
        var kept = ids.compactMap { id in byID[id].map { (id: id, lastUsed: $0.lastUsed) } }
        for session in kept where now - session.lastUsed >= idleLimit {
            if let entry = remove(session.id) { dropped.append(entry) }
        }
        kept.removeAll { now - $0.lastUsed >= idleLimit }
        guard kept.count >= limit else { return }
        for session in kept.sorted(by: { $0.lastUsed < $1.lastUsed }).prefix(max(1, limit / 10)) {
            if let entry = remove(session.id) { dropped.append(entry) }
        }
    }
}
