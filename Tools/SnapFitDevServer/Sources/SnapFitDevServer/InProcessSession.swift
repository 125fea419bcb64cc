import Foundation
import SnapFitBackend
import SnapFitHTTPServer
import SnapFitNetworking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// DEV's network: each request goes to the backend in this process, which answers exactly as the sandbox does over
/// HTTP, and the answer comes back as an `HTTPURLResponse` and its body. No socket is opened. Only `origin` is
/// served; any other address is as unreachable as it would be offline.
public struct InProcessSession: URLSessionable {
    let backend: Backend
    /// The scheme, host and port DEV's requests are addressed to.
    let origin: URL
    /// Says, in the user's words, why a data file the backend cannot use stops every request.
    let explain: @Sendable (StateFileError) -> String
    /// Waits as long as a slow body (a fault) takes to arrive.
    let pace: @Sendable (Duration) async throws -> Void
    /// `origin` as text, which every DEV request's address starts with, and its `Host`.
    private let originText: String
    private let originAuthority: String
    private let responses = URLResponseCache()

    public init(
        backend: Backend, origin: URL, explain: @escaping @Sendable (StateFileError) -> String,
        pace: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.backend = backend
        self.origin = origin
        self.explain = explain
        self.pace = pace
        originText = origin.absoluteString
        originAuthority = Self.authority(of: origin)
    }

    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try Task.checkCancellation()
        guard let url = request.url, let target = target(of: url) else { throw URLError(.cannotFindHost) }
        let decoded: (path: String, query: [(name: String, value: String)])
        do throws(HTTPRequestTarget.Invalid) {
            decoded = try HTTPRequestTarget.decode(Array((target.isEmpty ? "/" : target).utf8))
        } catch {
            throw URLError(.badURL)
        }
        var headers = Dictionary(
            (request.allHTTPHeaderFields ?? [:]).map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        headers["host"] = originAuthority
        let backendRequest = HTTPRequest(
            method: request.httpMethod ?? "GET", path: decoded.path, query: decoded.query, headers: headers,
            body: request.httpBody ?? Data())
        let response: HTTPResponse
        do throws(StateFileError) {
            response = try await backend.handle(backendRequest)
        } catch {
            throw NetworkError.unavailable(reason: explain(error))
        }
        // Cancelled meanwhile (Ctrl-C during a slow answer): stop as a cancelled URLSession task does.
        try Task.checkCancellation()
        switch response.delivery {
        case .whole: break
        case .dropped: throw URLError(.networkConnectionLost)
        case .trickled(let rate): try await pace(.seconds(Double(response.body.count) / Double(rate)))
        }
        let fields = Dictionary(response.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
        guard let answer = responses.response(url: url, status: response.status, headers: fields) else {
            throw URLError(.badServerResponse)
        }
        return (response.body, answer)
    }

    /// The path and query `url` asks `origin` for, or `nil` when it is addressed elsewhere. An address that starts
    /// with `origin`'s text, as every address DEV builds does, is cut there; any other is parsed, its scheme and
    /// authority compared without regard to case.
    private func target(of url: URL) -> String? {
        let address = url.absoluteString
        if address.hasPrefix(originText) {
            let rest = address.dropFirst(originText.count)
            if rest.isEmpty || (["/", "?"].contains(rest.first) && !rest.contains("#")) { return String(rest) }
        }
        guard url.scheme?.lowercased() == origin.scheme?.lowercased(), Self.authority(of: url) == originAuthority,
            let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else { return nil }
        return components.percentEncodedPath + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
    }

    /// `host[:port]`, lower-cased: what the `Host` header carries.
    private static func authority(of url: URL) -> String {
        let host = (url.host ?? "").lowercased()
        return url.port.map { "\(host):\($0)" } ?? host
    }
}
