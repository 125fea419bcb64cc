import Foundation
import SnapFitNetworking
import SnapFitNetworkingTestSupport
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct ProviderLoggingTests {
    @Test func request_retriedGet_logsOneEntryPerAttempt() async throws {
        // Given
        let calls = Mutex(0)
        let session = StubURLSession { request in
            let call = calls.withLock { call in
                call += 1
                return call
            }
            if call == 1 { throw URLError(.timedOut) }
            return try HTTPReply.status(call == 2 ? 502 : 200, call == 2 ? "" : .itemJSON, to: request)
        }
        let logger = SpyNetworkLogger()
        let sut = Provider(
            baseURL: .api, session: session,
            retryPolicy: RetryPolicy(
                maxRetries: 2, baseDelay: .seconds(1), maxDelay: .seconds(4), sleeper: SpySleeper()),
            logger: logger, clock: StepClock(step: .milliseconds(30)))
        // When
        _ = try await sut.request(Endpoint<Item>.item())
        // Then
        let failure = HTTPFailure(status: 502, body: Data(), serverError: nil)
        #expect(logger.entries.map(\.attempt) == [1, 2, 3])
        #expect(logger.entries.map(\.status) == [nil, 502, 200])
        #expect(logger.entries.map(\.error) == [.timedOut, .httpStatus(failure), nil])
        #expect(logger.entries.map(\.duration) == Array(repeating: .milliseconds(30), count: 3))
        #expect(logger.entries.allSatisfy { $0.method == .get && $0.url == "https://api.example.com/v1/items/1" })
    }

    @Test func request_authenticated_logsTheSchemeButNeverTheToken() async throws {
        // Given
        let session = StubURLSession { request in
            let fresh = request.value(forHTTPHeaderField: "Authorization") == "Bearer fresh-secret"
            return try HTTPReply.status(fresh ? 204 : 401, to: request)
        }
        var authenticator = StubAuthenticator()
        authenticator.onAccessToken = { "stale-secret" }
        authenticator.onRefresh = { _ in "fresh-secret" }
        let logger = SpyNetworkLogger()
        let sut = Provider(baseURL: .api, session: session, authenticator: authenticator, logger: logger)
        // When
        try await sut.request(Endpoint<Void>.ping(method: .delete, requiresAuthentication: true))
        // Then
        #expect(logger.entries.map { $0.headers["Authorization"] } == ["Bearer <redacted>", "Bearer <redacted>"])
        #expect(logger.entries.map(\.method) == [.delete, .delete])
        #expect(!String(describing: logger.entries).contains("secret"))
    }

    @Test func request_tokenAndSignatureQueryValues_areRedactedInTheLoggedURL() async throws {
        // Given
        let session = StubURLSession { try HTTPReply.status(204, to: $0) }
        let logger = SpyNetworkLogger()
        let sut = Provider(baseURL: .api, session: session, logger: logger)
        let names = ["refreshToken", "accessToken", "token", "X-Goog-Signature", "signature", "page"]
        let endpoint = Endpoint<Void>(
            method: .get, path: "/v1/session",
            queryItems: names.map { URLQueryItem(name: $0, value: "v-\($0)") }, requiresAuthentication: false)
        // When
        try await sut.request(endpoint)
        // Then
        let url = try #require(logger.entries.first?.url)
        #expect(
            url == "https://api.example.com/v1/session?refreshToken=<redacted>&accessToken=<redacted>"
                + "&token=<redacted>&X-Goog-Signature=<redacted>&signature=<redacted>&page=v-page")
    }

    @Test func request_customRedaction_hidesExactlyTheConfiguredNames() async throws {
        // Given
        let session = StubURLSession { try HTTPReply.status(204, to: $0) }
        let logger = SpyNetworkLogger()
        let redaction = LogRedaction(queryNames: ["session"], headerNames: ["X-Api-Key"])
        let sut = Provider(baseURL: .api, session: session, logger: logger, logRedaction: redaction)
        let endpoint = Endpoint<Void>(
            method: .get, path: "/v1/x",
            queryItems: [.init(name: "session", value: "s"), .init(name: "token", value: "t")],
            headers: ["X-Api-Key": "k"], requiresAuthentication: false)
        // When
        try await sut.request(endpoint)
        // Then
        let entry = try #require(logger.entries.first)
        #expect(entry.url == "https://api.example.com/v1/x?session=<redacted>&token=t")
        #expect(entry.headers["X-Api-Key"] == "<redacted>")
    }

    @Test func request_withoutLogger_stillSucceeds() async throws {
        // Given
        let session = StubURLSession { try HTTPReply.status(204, to: $0) }
        let sut = Provider(baseURL: .api, session: session)
        // When / Then
        try await sut.request(Endpoint<Void>.ping())
        #expect(session.requests.count == 1)
    }
}
