import Foundation

/// One parsed HTTP/1.1 request as the sandbox's backend sees it.
public struct HTTPRequest: Sendable {
    public var method: String
    /// The path without the query, percent-decoded (e.g. `/snapfit/posts/all`).
    public var path: String
    /// Query items in order, names and values percent-decoded; a name may repeat.
    public var query: [(name: String, value: String)]
    /// Header names lower-cased.
    public var headers: [String: String]
    public var body: Data
    /// The address of the client the request came from (`127.0.0.1`, `::1`), as its connection saw it; empty when
    /// it did not come over a socket.
    public var peer: String

    public init(
        method: String, path: String, query: [(name: String, value: String)] = [], headers: [String: String] = [:],
        body: Data = Data(), peer: String = ""
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.peer = peer
    }

    /// The first value of a query parameter; names are case-sensitive, as on the real server.
    public func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// Every value of a query parameter, in order.
    public func queryValues(_ name: String) -> [String] {
        query.filter { $0.name == name }.map(\.value)
    }

    /// A header's value by its case-insensitive name.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
