import Foundation
import SnapFitNetworking
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `URLSessionable` that answers through the test's handler and records every request it is given.
/// Without a handler, any request fails the test.
final class StubURLSession: URLSessionable {
    typealias Handler = @Sendable (URLRequest) async throws -> (Data, URLResponse)

    private let handler: Handler?
    private let received = Mutex<[URLRequest]>([])

    init(_ handler: Handler? = nil) {
        self.handler = handler
    }

    var requests: [URLRequest] { received.withLock { $0 } }

    /// The `Authorization` header of every request, in order (`nil` when absent).
    var authorizations: [String?] { requests.map { $0.value(forHTTPHeaderField: "Authorization") } }

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        received.withLock { $0.append(request) }
        guard let handler else {
            Issue.record(
                "data(for:) was not expected: \(request.httpMethod ?? "") \(request.url?.absoluteString ?? "")")
            throw URLError(.unknown)
        }
        return try await handler(request)
    }
}
