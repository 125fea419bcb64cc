import Foundation
import SnapFitNetworking
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `URLSessionable` that answers through the test's handler and records every request it is given.
/// Without a handler, any request fails the test.
public final class StubURLSession: URLSessionable {
    public typealias Handler = @Sendable (URLRequest) async throws -> (Data, URLResponse)

    private let state: Mutex<(handler: Handler?, requests: [URLRequest])>

    public init(_ handler: Handler? = nil) {
        state = Mutex((handler, []))
    }

    /// Answers each request from now on with a status and body, or throws (e.g. a `URLError`).
    public func respond(_ answer: @escaping @Sendable (URLRequest) throws -> (Int, Data)) {
        state.withLock {
            $0.handler = { request in
                let (status, body) = try answer(request)
                let url = request.url ?? URL(fileURLWithPath: "/")
                return (
                    body, HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: [:])!
                )
            }
        }
    }

    public var requests: [URLRequest] { state.withLock { $0.requests } }

    /// The `Authorization` header of every request, in order (`nil` when absent).
    public var authorizations: [String?] { requests.map { $0.value(forHTTPHeaderField: "Authorization") } }

    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let handler = state.withLock { state in
            state.requests.append(request)
            return state.handler
        }
        guard let handler else {
            Issue.record(
                "data(for:) was not expected: \(request.httpMethod ?? "") \(request.url?.absoluteString ?? "")")
            throw URLError(.unknown)
        }
        return try await handler(request)
    }
}
