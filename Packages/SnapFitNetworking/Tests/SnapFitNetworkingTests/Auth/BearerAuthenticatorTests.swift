import SnapFitNetworking
import SnapFitNetworkingTestSupport
import Synchronization
import Testing

@Suite struct BearerAuthenticatorTests {
    private static let stored = Credentials(accessToken: "a1", refreshToken: "r1")

    @Test func accessToken_storedSession_returnsItsAccessToken() async {
        // Given
        let sut = BearerAuthenticator(store: InMemoryCredentialStore(Self.stored)) { _ throws(NetworkError) in
            Issue.record("refresh was not expected")
            throw .sessionExpired
        }
        // When / Then
        #expect(await sut.accessToken() == "a1")
    }

    @Test func accessToken_noSession_returnsNil() async {
        // Given
        let sut = BearerAuthenticator(store: InMemoryCredentialStore(nil)) { _ throws(NetworkError) in
            Issue.record("refresh was not expected")
            throw .sessionExpired
        }
        // When / Then
        #expect(await sut.accessToken() == nil)
    }

    @Test func refreshedAccessToken_rejectedCurrentToken_refreshesAndSavesTheNewPair() async throws {
        // Given
        let store = InMemoryCredentialStore(Self.stored)
        let sent = Mutex<[Credentials]>([])
        let sut = BearerAuthenticator(store: store) { credentials in
            sent.withLock { $0.append(credentials) }
            return Credentials(accessToken: "a2", refreshToken: "r2")
        }
        // When
        let token = try await sut.refreshedAccessToken(replacing: "a1")
        // Then
        #expect(token == "a2")
        #expect(sent.withLock { $0 } == [Self.stored])
        #expect(store.credentials == Credentials(accessToken: "a2", refreshToken: "r2"))
    }

    @Test func refreshedAccessToken_tokenAlreadyReplaced_returnsTheStoredOneWithoutRefreshing() async throws {
        // Given
        let store = InMemoryCredentialStore(Self.stored)
        let sut = BearerAuthenticator(store: store) { _ throws(NetworkError) in
            Issue.record("refresh was not expected")
            throw .sessionExpired
        }
        // When
        let token = try await sut.refreshedAccessToken(replacing: "a0")
        // Then
        #expect(token == "a1")
    }

    @Test(arguments: [
        NetworkError.httpStatus(HTTPFailure(status: 401, body: .init(), serverError: nil)),
        .undecodableBody(codingPath: "accessToken", detail: "missing"),
    ])
    func refreshedAccessToken_refreshRefused_clearsTheSessionAndThrowsSessionExpired(failure: NetworkError) async {
        // Given
        let store = InMemoryCredentialStore(Self.stored)
        let sut = BearerAuthenticator(store: store) { _ throws(NetworkError) in throw failure }
        // When / Then
        await #expect(throws: NetworkError.sessionExpired) { try await sut.refreshedAccessToken(replacing: "a1") }
        #expect(store.credentials == nil)
    }

    @Test(arguments: [NetworkError.timedOut, .cannotConnect, .connectionLost])
    func refreshedAccessToken_refreshNeverAnswered_keepsTheSessionAndReportsTheFailure(failure: NetworkError) async {
        // Given
        let store = InMemoryCredentialStore(Self.stored)
        let sut = BearerAuthenticator(store: store) { _ throws(NetworkError) in throw failure }
        // When / Then
        await #expect(throws: failure) { try await sut.refreshedAccessToken(replacing: "a1") }
        #expect(store.credentials == Self.stored)
    }

    @Test func refreshedAccessToken_signedOutMeanwhile_throwsSessionExpired() async {
        // Given
        let sut = BearerAuthenticator(store: InMemoryCredentialStore(nil)) { _ throws(NetworkError) in
            Issue.record("refresh was not expected")
            throw .sessionExpired
        }
        // When / Then
        await #expect(throws: NetworkError.sessionExpired) { try await sut.refreshedAccessToken(replacing: "a1") }
    }

    @Test func refreshedAccessToken_afterARefreshSettled_refreshesAgainForTheNextRejection() async throws {
        // Given
        let store = InMemoryCredentialStore(Self.stored)
        let refreshes = Mutex(0)
        let sut = BearerAuthenticator(store: store) { _ in
            let count = refreshes.withLock { count in
                count += 1
                return count
            }
            return Credentials(accessToken: "a\(count + 1)", refreshToken: "r\(count + 1)")
        }
        // When
        let first = try await sut.refreshedAccessToken(replacing: "a1")
        let second = try await sut.refreshedAccessToken(replacing: first)
        // Then
        #expect([first, second] == ["a2", "a3"])
        #expect(refreshes.withLock { $0 } == 2)
    }
}
