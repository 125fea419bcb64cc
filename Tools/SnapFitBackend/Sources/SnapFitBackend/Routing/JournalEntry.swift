import SnapFitHTTPServer

/// One request the sandbox answered, as tests inspect it.
public struct JournalEntry: Sendable, Equatable {
    /// One query item, percent-decoded.
    public struct QueryItem: Sendable, Equatable {
        public let name: String
        public let value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public let method: String
    public let path: String
    public let query: [QueryItem]
    /// The token after `Bearer ` in the `Authorization` header, if any.
    public let bearerToken: String?
    /// The status the sandbox answered with.
    public let status: Int

    /// The most bytes an entry keeps of its path, of its query (all items together) and of its token: a long URL
    /// or header is kept cut, so the journal's memory is bounded however long the requests were.
    static let maxFieldBytes = 2048
    /// The most query items an entry keeps.
    static let maxQueryItems = 32

    init(request: HTTPRequest, status: Int) {
        method = String(request.method.prefix(16))
        path = Self.cut(request.path, to: Self.maxFieldBytes)
        var budget = Self.maxFieldBytes
        var query: [QueryItem] = []
        for item in request.query.prefix(Self.maxQueryItems) {
            guard budget > 0 else { break }
            let name = Self.cut(item.name, to: budget)
            let value = Self.cut(item.value, to: budget - name.utf8.count)
            budget -= name.utf8.count + value.utf8.count + 1
            query.append(QueryItem(name: name, value: value))
        }
        self.query = query
        let authorization = request.header("authorization")
        bearerToken = authorization.flatMap {
            $0.hasPrefix("Bearer ") ? Self.cut(String($0.dropFirst(7)), to: Self.maxFieldBytes) : nil
        }
        self.status = status
    }

    /// `text`, or its first characters that fit in `bytes` bytes of UTF-8.
    private static func cut(_ text: String, to bytes: Int) -> String {
        guard text.utf8.count > bytes else { return text }
        var kept = 0
        return String(
            text.prefix { character in
                kept += character.utf8.count
                return kept <= bytes
            })
    }
}
