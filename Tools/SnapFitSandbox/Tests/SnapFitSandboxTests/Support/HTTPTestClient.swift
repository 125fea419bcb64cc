import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A minimal URLSession client for talking to a sandbox over real HTTP.
struct HTTPTestClient: Sendable {
    /// The one session of the test target, never invalidated: on Linux, tearing a `URLSession` down while another
    /// runs is a known use-after-free in FoundationNetworking, and a session per test crashed the test process.
    static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 30
        return URLSession(configuration: configuration)
    }()

    let baseURL: URL

    /// Sends a request to `path` (or an absolute `url`) with percent-encoded query items.
    func send(
        _ method: String, path: String? = nil, url absolute: URL? = nil, query: [(String, String)] = [],
        headers: [String: String] = [:], body: Data = Data()
    ) async throws -> TestResponse {
        let base = absolute ?? baseURL.appendingPathComponent(path ?? "/")
        var components = try URLComponents(url: base, resolvingAgainstBaseURL: false).orThrow()
        if !query.isEmpty {
            components.percentEncodedQuery = query.map { Self.encode($0.0) + "=" + Self.encode($0.1) }
                .joined(separator: "&")
        }
        var request = URLRequest(url: try components.url.orThrow())
        request.httpMethod = method
        // A fresh connection per request: a pooled one could point at a port a stopped sandbox left for a new one.
        request.setValue("close", forHTTPHeaderField: "Connection")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if !body.isEmpty || ["POST", "PUT"].contains(method) { request.httpBody = body }
        let (data, response) = try await Self.session.data(for: request, delegate: nil)
        let http = try (response as? HTTPURLResponse).orThrow()
        var responseHeaders: [String: String] = [:]
        for case (let name as String, let value as String) in http.allHeaderFields { responseHeaders[name] = value }
        return TestResponse(status: http.statusCode, headers: responseHeaders, body: data)
    }

    private static func encode(_ text: String) -> String {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+?/")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}

/// A missing value in test plumbing.
struct MissingValue: Error {}

extension Optional {
    func orThrow() throws -> Wrapped {
        guard let self else { throw MissingValue() }
        return self
    }
}
