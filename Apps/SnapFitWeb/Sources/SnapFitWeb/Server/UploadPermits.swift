import Synchronization

/// Who may send the registration form's large body: a session that was just shown that form as a maker. The form's
/// address carries a one-time permit, which the server checks in the request's head, before it reads any of the
/// body; everyone else gets the small limit every other form has, so no one else can make the server hold a large
/// body. A session holds one permit at a time, and the table at most `capacity` (the oldest go first).
final class UploadPermits: Sendable {
    static let capacity = 1_000

    private struct Permit {
        let token: String
        let issued: Int
    }

    private struct Table {
        var bySession: [String: Permit] = [:]
        var issued = 0
    }

    private let table = Mutex(Table())

    /// A new permit for `sessionID`, replacing the one it had.
    func issue(for sessionID: String) -> String {
        let token = RandomToken.make()
        table.withLock { table in
            table.issued += 1
            table.bySession[sessionID] = Permit(token: token, issued: table.issued)
            if table.bySession.count > Self.capacity,
                let oldest = table.bySession.min(by: { $0.value.issued < $1.value.issued })
            {
                table.bySession[oldest.key] = nil
            }
        }
        return token
    }

    /// Whether `token` is the permit of `sessionID`, which it then no longer is: a permit is used once.
    func take(_ token: String, for sessionID: String) -> Bool {
        table.withLock { table in
            guard let permit = table.bySession[sessionID], RandomToken.matches(token, permit.token) else {
                return false
            }
            table.bySession[sessionID] = nil
            return true
        }
    }

    /// Forgets the permit of `sessionID`, if it has one.
    func revoke(for sessionID: String) {
        table.withLock { $0.bySession[sessionID] = nil }
    }
}
