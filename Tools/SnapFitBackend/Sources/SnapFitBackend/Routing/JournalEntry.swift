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

    init(request: HTTPRequest, status: Int) {
        method = request.method
        path = request.path
        query = request.query.map { QueryItem(name: $0.name, value: $0.value) }
        let authorization = request.header("authorization")
        bearerToken = authorization.flatMap { $0.hasPrefix("Bearer ") ? String($0.dropFirst(7)) : nil }
        self.status = status
    }
}
