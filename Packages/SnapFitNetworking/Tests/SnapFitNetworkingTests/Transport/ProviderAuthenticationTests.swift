import Foundation
import SnapFitNetworking
import SnapFitNetworkingTestSupport
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct ProviderAuthenticationTests {
    @Test func request_authenticatedEndpoint_sendsTheBearerToken() async throws {
        // Given
        let session = StubURLSession { try HTTPReply.status(200, .itemJSON, to: $0) }
        var authenticator = StubAuthenticator()
        authenticator.onAccessToken = { "t1" }
        let sut = Provider(baseURL: .api, session: session, authenticator: authenticator)
        // When
        _ = try await sut.request(Endpoint<Item>.item(requiresAuthentication: true))
        // Then
        #expect(session.authorizations == ["Bearer t1"])
    }

    @Test func request_authenticatedEndpointWithItsOwnAuthorization_sendsOnlyTheBearerToken() async throws {
        // Given: an endpoint that names the header in lower case
        let session = StubURLSession { try HTTPReply.status(200, .itemJSON, to: $0) }
        var authenticator = StubAuthenticator()
        authenticator.onAccessToken = { "t1" }
        let sut = Provider(baseURL: .api, session: session, authenticator: authenticator)
        let endpoint = Endpoint<Item>(
            method: .get, path: "/v1/items/1", headers: ["authorization": "Bearer stale"], requiresAuthentication: true)
        // When
        _ = try await sut.request(endpoint)
        // Then
        let fields = try #require(session.requests.first?.allHTTPHeaderFields)
        #expect(fields.filter { $0.key.lowercased() == "authorization" }.map(\.value) == ["Bearer t1"])
    }

    @Test func request_authenticatedEndpointWithoutToken_throwsSignedOutWithoutSending() async {
        // Given
        let session = StubURLSession()
        var authenticator = StubAuthenticator()
        authenticator.onAccessToken = { nil }
        let sut = Provider(baseURL: .api, session: session, authenticator: authenticator)
        // When / Then
        await #expect(throws: NetworkError.signedOut) {
            try await sut.request(Endpoint<Item>.item(requiresAuthentication: true))
        }
        #expect(session.requests.isEmpty)
    }

    @Test func request_authenticatedEndpointWithoutAuthenticator_throwsSignedOutWithoutSending() async {
        // Given
        let session = StubURLSession()
        let sut = Provider(baseURL: .api, session: session)
        // When / Then
        await #expect(throws: NetworkError.signedOut) {
            try await sut.request(Endpoint<Void>.ping(requiresAuthentication: true))
        }
        #expect(session.requests.isEmpty)
    }

    @Test func request_publicEndpoint_sendsNoAuthorizationAndNeverRefreshes() async {
        // Given
        let session = StubURLSession { try HTTPReply.status(401, to: $0) }
        let sut = Provider(baseURL: .api, session: session, authenticator: StubAuthenticator())
        // When / Then
        await #expect(throws: NetworkError.httpStatus(HTTPFailure(status: 401, body: Data(), serverError: nil))) {
            try await sut.request(Endpoint<Void>.ping(requiresAuthentication: false))
        }
        #expect(session.authorizations == [nil])
    }

    @Test func request_401ThatIsNotAnExpiry_isReportedWithoutRefreshing() async {
        // Given: an authenticator for which only some 401s mean an expired token; the stub fails any refresh
        let session = StubURLSession { try HTTPReply.status(401, to: $0) }
        var authenticator = StubAuthenticator()
        authenticator.onAccessToken = { "t1" }
        authenticator.isExpiry = { $0.serverError?.code == 3 }
        let sut = Provider(baseURL: .api, session: session, authenticator: authenticator)
        // When / Then
        await #expect(throws: NetworkError.httpStatus(HTTPFailure(status: 401, body: Data(), serverError: nil))) {
            try await sut.request(Endpoint<Void>.ping(requiresAuthentication: true))
        }
        #expect(session.requests.count == 1)
    }

    @Test func request_401_refreshesOnceAndRetriesWithTheNewToken() async throws {
        // Given
        let session = StubURLSession { request in
            let authorized = request.value(forHTTPHeaderField: "Authorization") == "Bearer t2"
            return try HTTPReply.status(authorized ? 200 : 401, authorized ? .itemJSON : "", to: request)
        }
        let rejected = Mutex<[String]>([])
        var authenticator = StubAuthenticator()
        authenticator.onAccessToken = { "t1" }
        authenticator.onRefresh = { token in
            rejected.withLock { $0.append(token) }
            return "t2"
        }
        let sut = Provider(baseURL: .api, session: session, authenticator: authenticator)
        // When
        let item = try await sut.request(Endpoint<Item>.item(method: .post, requiresAuthentication: true))
        // Then
        #expect(item.id == 1)
        #expect(session.authorizations == ["Bearer t1", "Bearer t2"])
        #expect(rejected.withLock { $0 } == ["t1"])
    }

    @Test func request_401AfterRefresh_throwsTheStatusWithoutRefreshingAgain() async {
        // Given
        let session = StubURLSession { try HTTPReply.status(401, to: $0) }
        let refreshes = Mutex(0)
        var authenticator = StubAuthenticator()
        authenticator.onAccessToken = { "t1" }
        authenticator.onRefresh = { _ in
            refreshes.withLock { $0 += 1 }
            return "t2"
        }
        let sut = Provider(baseURL: .api, session: session, authenticator: authenticator)
        // When / Then
        await #expect(throws: NetworkError.httpStatus(HTTPFailure(status: 401, body: Data(), serverError: nil))) {
            try await sut.request(Endpoint<Void>.ping(requiresAuthentication: true))
        }
        #expect(session.authorizations == ["Bearer t1", "Bearer t2"])
        #expect(refreshes.withLock { $0 } == 1)
    }

    @Test func request_refreshFails_throwsSessionExpiredAndSendsNothingMore() async {
        // Given
        let session = StubURLSession { try HTTPReply.status(401, to: $0) }
        var authenticator = StubAuthenticator()
        authenticator.onAccessToken = { "t1" }
        authenticator.onRefresh = { _ throws(NetworkError) in throw .sessionExpired }
        let sut = Provider(baseURL: .api, session: session, authenticator: authenticator)
        // When / Then
        await #expect(throws: NetworkError.sessionExpired) {
            try await sut.request(Endpoint<Void>.ping(requiresAuthentication: true))
        }
        #expect(session.requests.count == 1)
    }

    @Test func request_403_isNotRefreshed() async {
        // Given
        let session = StubURLSession { try HTTPReply.status(403, to: $0) }
        var authenticator = StubAuthenticator()
        authenticator.onAccessToken = { "t1" }
        let sut = Provider(baseURL: .api, session: session, authenticator: authenticator)
        // When / Then
        await #expect(throws: NetworkError.httpStatus(HTTPFailure(status: 403, body: Data(), serverError: nil))) {
            try await sut.request(Endpoint<Void>.ping(requiresAuthentication: true))
        }
        #expect(session.requests.count == 1)
    }

    @Test func request_twentyConcurrent401s_shareOneRefresh() async throws {
        // Given
        let callers = 20
        let store = InMemoryCredentialStore(Credentials(accessToken: "old", refreshToken: "r1"))
        let allRejected = Latch(count: callers)
        let allAskedToRefresh = Latch(count: callers)
        let refreshes = Mutex(0)
        let bearer = BearerAuthenticator(store: store) { credentials in
            refreshes.withLock { $0 += 1 }
            await allAskedToRefresh.wait()
            return Credentials(accessToken: "new", refreshToken: credentials.refreshToken + "+")
        }
        let authenticator = CountingAuthenticator(wrapping: bearer, onRefresh: allAskedToRefresh)
        let session = StubURLSession { request in
            guard request.value(forHTTPHeaderField: "Authorization") == "Bearer new" else {
                await allRejected.arrive()
                await allRejected.wait()
                return try HTTPReply.status(401, to: request)
            }
            return try HTTPReply.status(200, .itemJSON, to: request)
        }
        let sut = Provider(baseURL: .api, session: session, authenticator: authenticator)
        // When
        let items = try await withThrowingTaskGroup(of: Item.self) { group in
            for _ in 0..<callers {
                group.addTask { try await sut.request(Endpoint<Item>.item(requiresAuthentication: true)) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        // Then
        #expect(items.count == callers)
        #expect(refreshes.withLock { $0 } == 1)
        #expect(session.authorizations.filter { $0 == "Bearer new" }.count == callers)
        #expect(store.credentials == Credentials(accessToken: "new", refreshToken: "r1+"))
    }
}

/// Forwards to an authenticator and arrives at a latch each time a refresh is asked for.
private struct CountingAuthenticator: Authenticator {
    let wrapping: any Authenticator
    let onRefresh: Latch

    func accessToken() async -> String? { await wrapping.accessToken() }

    func refreshes(after failure: HTTPFailure) -> Bool { wrapping.refreshes(after: failure) }

    func refreshedAccessToken(replacing rejected: String) async throws(NetworkError) -> String {
        await onRefresh.arrive()
        return try await wrapping.refreshedAccessToken(replacing: rejected)
    }
}
