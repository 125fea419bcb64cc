import Foundation
import SnapFitDomain
import SnapFitNetworking
import SnapFitNetworkingTestSupport
import Testing

@testable import SnapFitData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct RemoteAccountRepositoryTests {
    private let base = URL(string: "http://127.0.0.1:8081")!
    private let device = DeviceRegistration(type: "android", token: "install-1")
    private static let tokens = Data(#"{"accessToken":"a2","refreshToken":"r2"}"#.utf8)

    private func makeSUT(
        _ session: StubURLSession, store: InMemoryCredentialStore
    ) -> RemoteAccountRepository {
        let authenticator = SnapFitProvider.authenticator(
            baseURL: base, session: session, store: store, sleeper: ImmediateSleeper())
        let provider = SnapFitProvider.make(
            baseURL: base, session: session, authenticator: authenticator, sleeper: ImmediateSleeper())
        return RemoteAccountRepository(provider: provider, store: store, device: device)
    }

    private static func error(_ status: Int, code: Int) -> (Int, Data) {
        (status, Data(#"{"errorCode":\#(code),"message":"…"}"#.utf8))
    }

    @Test func login_knownAccount_storesTheIssuedPair() async throws {
        let session = StubURLSession()
        session.respond { _ in (200, Self.tokens) }
        let store = InMemoryCredentialStore()
        #expect(
            try await makeSUT(session, store: store).login(provider: .kakao, socialToken: "dev-customer") == .signedIn)
        #expect(store.credentials == Credentials(accessToken: "a2", refreshToken: "r2"))
    }

    @Test func login_unknownAccount_needsSignUpAndStoresNothing() async throws {
        let session = StubURLSession()
        session.respond { _ in Self.error(404, code: 11) }
        let store = InMemoryCredentialStore()
        #expect(try await makeSUT(session, store: store).login(provider: .kakao, socialToken: "new") == .needsSignUp)
        #expect(store.credentials == nil)
    }

    @Test func login_withdrawnAccount_isReportedAsSuchNotAsSignUp() async {
        let session = StubURLSession()
        session.respond { _ in Self.error(404, code: 14) }
        let sut = makeSUT(session, store: InMemoryCredentialStore())
        await #expect(throws: DomainError.accountWithdrawn) {
            try await sut.login(provider: .apple, socialToken: "gone")
        }
    }

    @Test func signUp_sendsTheDeviceAndTheMarketingChoice() async throws {
        let session = StubURLSession()
        session.respond { _ in (200, Self.tokens) }
        let store = InMemoryCredentialStore()
        let consents = SignUpConsents(
            serviceTerms: true, privacyPolicy: true, agedFourteenOrOver: true, marketing: true)
        try await makeSUT(session, store: store).signUp(
            SignUpForm(provider: .kakao, socialToken: "new", nickname: "새싹", vibes: ["시크"], consents: consents))
        let body = try #require(session.requests.first?.httpBody)
        let json = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        #expect(json["deviceToken"] as? String == "install-1" && json["deviceType"] as? String == "android")
        #expect(json["marketing"] as? Bool == true)
        #expect(session.requests.first?.value(forHTTPHeaderField: "Authorization") == "Bearer new")
        #expect(store.credentials?.accessToken == "a2")
    }

    @Test func profile_expiredAccessToken_refreshesAtRefreshTokenOnceAndRetries() async throws {
        // Given
        let session = StubURLSession()
        session.respond { request in
            switch (request.url?.path, request.value(forHTTPHeaderField: "Authorization")) {
            case ("/refresh/token", _): return (200, Self.tokens)
            case ("/snapfit/user", "Bearer a2"):
                return (200, Data(#"{"id":1,"nickName":"ab","vibes":[],"photographer":false,"profile":null}"#.utf8))
            default: return Self.error(401, code: 3)
            }
        }
        let store = InMemoryCredentialStore(Credentials(accessToken: "a1", refreshToken: "r1"))
        // When
        let user = try await makeSUT(session, store: store).profile()
        // Then
        #expect(user.nickname == "ab")
        #expect(session.requests.map { $0.url?.path ?? "" } == ["/snapfit/user", "/refresh/token", "/snapfit/user"])
        #expect(session.requests[1].url?.query == "refreshToken=r1")
        #expect(store.credentials?.refreshToken == "r2")
    }

    @Test func signedInUserID_isAskedOncePerAccessToken_andAgainForAnother() async throws {
        // Given
        let session = StubURLSession()
        session.respond { request in
            let id = request.value(forHTTPHeaderField: "Authorization") == "Bearer a1" ? 1 : 2
            return (200, Data(#"{"id":\#(id),"nickName":"ab","vibes":[],"photographer":false,"profile":null}"#.utf8))
        }
        let store = InMemoryCredentialStore(Credentials(accessToken: "a1", refreshToken: "r1"))
        let sut = makeSUT(session, store: store)
        // When
        let first = try await sut.signedInUserID()
        let again = try await sut.signedInUserID()
        await store.save(Credentials(accessToken: "b1", refreshToken: "r2"))
        let another = try await sut.signedInUserID()
        // Then
        #expect([first, again, another] == ([1, 1, 2] as [Int]))
        #expect(session.requests.map { $0.url?.path ?? "" } == ["/snapfit/user", "/snapfit/user"])
    }

    @Test func profile_401WithAnotherCode_isReportedAndKeepsTheSession_withoutRefreshing() async {
        // Given: a 401 that is not the contract's expired-token code 3
        let session = StubURLSession()
        session.respond { _ in Self.error(401, code: 10) }
        let store = InMemoryCredentialStore(Credentials(accessToken: "a1", refreshToken: "r1"))
        // When
        await #expect(throws: DomainError.self) { try await makeSUT(session, store: store).profile() }
        // Then
        #expect(session.requests.map { $0.url?.path ?? "" } == ["/snapfit/user"])
        #expect(store.credentials?.refreshToken == "r1")
    }

    @Test func profile_refreshRefused_signsOutWithSessionExpired() async {
        let session = StubURLSession()
        session.respond { _ in Self.error(401, code: 3) }
        let store = InMemoryCredentialStore(Credentials(accessToken: "a1", refreshToken: "r1"))
        await #expect(throws: DomainError.sessionExpired) { try await makeSUT(session, store: store).profile() }
        #expect(store.credentials == nil)
    }

    @Test func logout_serverUnreachable_stillSignsOutLocally() async throws {
        let session = StubURLSession()
        session.respond { _ in throw URLError(.cannotConnectToHost) }
        let store = InMemoryCredentialStore(Credentials(accessToken: "a1", refreshToken: "r1"))
        try await makeSUT(session, store: store).logout()
        #expect(store.credentials == nil)
    }
}
