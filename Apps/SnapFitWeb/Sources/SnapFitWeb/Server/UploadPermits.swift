import Synchronization

/// Who may send the large body of a form that sends files (a feature page's `WebPage.upload`, such as a product's
/// registration): a session that was just shown that form. The form's address carries a one-time permit, which the
/// server checks in the request's head, before it reads any of the body; everyone else gets the small limit every
/// other form has, so no one else can make the server hold a large body. A session holds its `perSession` latest permits (a second tab's form still works), and the table those of
/// at most `capacity` sessions (the longest unused go first).
final class UploadPermits: Sendable {
    /// The query field of a form's address that carries its permit.
    static let queryName = "permit"
    static let perSession = 4
    static let capacity = 10_000

    private struct Permits {
        var tokens: [String] = []
        var issued = 0
    }

    private struct Table {
        var bySession: [String: Permits] = [:]
        var issued = 0
    }

    private let table = Mutex(Table())

    /// A new permit for `sessionID`, beside its latest others.
    func issue(for sessionID: String) -> String {
        let token = RandomToken.make()
        table.withLock { table in
            table.issued += 1
            var permits = table.bySession[sessionID] ?? Permits()
            permits.tokens = Array((permits.tokens + [token]).suffix(Self.perSession))
            permits.issued = table.issued
            table.bySession[sessionID] = permits
            if table.bySession.count > Self.capacity {
                let oldest = table.bySession.sorted { $0.value.issued < $1.value.issued }.prefix(Self.capacity / 10)
                for (session, _) in oldest { table.bySession[session] = nil }
            }
        }
        return token
    }

    /// Whether `token` is a permit of `sessionID`, which it then no longer is: a permit is used once.
    func take(_ token: String, for sessionID: String) -> Bool {
        table.withLock { table in
            guard var permits = table.bySession[sessionID],
                let index = permits.tokens.firstIndex(where: { RandomToken.matches(token, $0) })
            else { return false }
            permits.tokens.remove(at: index)
            table.bySession[sessionID] = permits.tokens.isEmpty ? nil : permits
            return true
        }
    }

    /// Forgets the permits of `sessionID`.
    func revoke(for sessionID: String) {
        table.withLock { $0.bySession[sessionID] = nil }
    }
}
