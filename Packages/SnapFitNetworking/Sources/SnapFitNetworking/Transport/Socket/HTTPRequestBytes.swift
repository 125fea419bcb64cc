import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `URLRequest` as HTTP/1.1 bytes for one connection: origin-form target, `Host`, the request's own fields,
/// `Content-Length` for a body, `Accept-Encoding: identity` and `Connection: close`. Refuses what would not be one well-formed request.
struct HTTPRequestBytes: Sendable {
    let method: String
    let host: String
    let port: Int
    let bytes: [UInt8]
    /// How many of `bytes` are the request head; the body follows.
    let headCount: Int

    init(_ request: URLRequest) throws(NetworkError) {
        guard let url = request.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let host = components.host, !host.isEmpty
        else { throw .invalidRequest(reason: "a URL without a host") }
        let port = components.port ?? 80
        guard (1...65535).contains(port) else { throw .invalidRequest(reason: "port \(port) is out of range") }
        let method = request.httpMethod ?? "GET"
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        let target = path + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
        let body = request.httpBody ?? Data()
        var head = "\(method) \(target) HTTP/1.1\r\n"
        head += "Host: \(host.contains(":") ? "[\(host)]" : host)\(components.port.map { ":\($0)" } ?? "")\r\n"
        for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard !Self.isFramedBySession(name) else { continue }
            guard Self.isSafe(name), Self.isSafe(value) else {
                throw .invalidRequest(reason: "a header with a line break")
            }
            head += "\(name): \(value)\r\n"
        }
        if !body.isEmpty || ["POST", "PUT", "PATCH"].contains(method) { head += "Content-Length: \(body.count)\r\n" }
        head += "Accept-Encoding: identity\r\nConnection: close\r\n\r\n"
        guard Self.isSafe(method), Self.isSafe(target) else {
            throw .invalidRequest(reason: "a line break in the method or URL")
        }
        self.method = method
        self.host = host
        self.port = port
        headCount = head.utf8.count
        bytes = Array(head.utf8) + Array(body)
    }

    /// Fields the session writes itself.
    private static func isFramedBySession(_ name: String) -> Bool {
        ["host", "content-length", "connection", "transfer-encoding", "accept-encoding", "expect"]
            .contains(name.lowercased())
    }

    private static func isSafe(_ text: String) -> Bool {
        !text.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0 }
    }
}
