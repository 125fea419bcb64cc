import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `URLProtocol` that answers a real `URLSession` with canned responses. Tests run in parallel, so each
/// registers its handler under its own key and sends that key in the `X-Stub-Key` header.
public final class StubURLProtocol: URLProtocol {
    public typealias Handler = @Sendable (URLRequest) -> Result<(status: Int, body: Data), URLError>

    public static let keyHeader = "X-Stub-Key"
    private static let handlers = Mutex<[String: Handler]>([:])

    /// A session whose only protocol is this stub.
    public static func makeSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return URLSession(configuration: configuration)
    }

    /// Registers `handler` and returns the key to send; call `unregister(_:)` when done.
    public static func register(_ handler: @escaping Handler) -> String {
        let key = UUID().uuidString
        handlers.withLock { $0[key] = handler }
        return key
    }

    public static func unregister(_ key: String) {
        _ = handlers.withLock { $0.removeValue(forKey: key) }
    }

    override public class func canInit(with request: URLRequest) -> Bool { true }

    override public class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override public func startLoading() {
        let key = request.value(forHTTPHeaderField: Self.keyHeader) ?? ""
        let handler = Self.handlers.withLock { $0[key] }
        let result = handler?(request) ?? .failure(URLError(.resourceUnavailable))
        switch result {
        case .success(let reply):
            guard
                let url = request.url,
                let response = HTTPURLResponse(
                    url: url, statusCode: reply.status, httpVersion: "HTTP/1.1", headerFields: nil)
            else {
                client?.urlProtocol(self, didFailWithError: URLError(.badURL))
                return
            }
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: reply.body)
            client?.urlProtocolDidFinishLoading(self)
        case .failure(let error):
            client?.urlProtocol(self, didFailWithError: error)
        }
    }

    override public func stopLoading() {}
}
