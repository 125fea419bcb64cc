import Foundation
import SnapFitData
import SnapFitNetworking
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `URLSessionable` that fails the test unless the test sets `respond`; it records every request it sees.
final class StubURLSession: URLSessionable {
    private let state = Mutex<(handler: (@Sendable (URLRequest) throws -> (Int, Data))?, requests: [URLRequest])>(
        (nil, []))

    /// Answers each request with a status and body, or throws (e.g. a `URLError`).
    func respond(_ handler: @escaping @Sendable (URLRequest) throws -> (Int, Data)) {
        state.withLock { $0.handler = handler }
    }

    var requests: [URLRequest] { state.withLock { $0.requests } }

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let handler = state.withLock { state in
            state.requests.append(request)
            return state.handler
        }
        guard let handler else {
            Issue.record("unexpected request \(request.httpMethod ?? "") \(request.url?.absoluteString ?? "")")
            throw URLError(.badServerResponse)
        }
        let (status, body) = try handler(request)
        let url = request.url ?? URL(fileURLWithPath: "/")
        let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: [:])!
        return (body, response)
    }
}

/// Sleeps for nothing: retries in tests happen at once.
struct ImmediateSleeper: Sleeper {
    func sleep(for duration: Duration) async throws {}
}

extension Provider {
    /// A SnapFit provider over `session` for tests, at a fixed base URL, never sleeping between retries.
    static func stub(_ session: StubURLSession) -> Provider {
        SnapFitProvider.make(
            baseURL: URL(string: "http://127.0.0.1:8081")!, session: session, sleeper: ImmediateSleeper())
    }

    /// Like `stub`, signed in with a stored session whose access token is `access`.
    static func signedIn(_ session: StubURLSession) -> Provider {
        let base = URL(string: "http://127.0.0.1:8081")!
        let store = InMemoryCredentialStore(Credentials(accessToken: "access", refreshToken: "refresh"))
        let authenticator = SnapFitProvider.authenticator(
            baseURL: base, session: session, store: store, sleeper: ImmediateSleeper())
        return SnapFitProvider.make(
            baseURL: base, session: session, authenticator: authenticator, sleeper: ImmediateSleeper())
    }
}
