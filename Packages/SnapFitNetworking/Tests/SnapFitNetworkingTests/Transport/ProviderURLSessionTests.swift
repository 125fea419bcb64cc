import Foundation
import SnapFitNetworking
import SnapFitNetworkingTestSupport
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The provider over a real `URLSession` whose only protocol is `StubURLProtocol`.
@Suite struct ProviderURLSessionTests {
    private let session = StubURLProtocol.makeSession()

    private func endpoint<Response>(
        _ endpoint: Endpoint<Response>, key: String
    ) -> Endpoint<Response> {
        var keyed = endpoint
        keyed.headers[StubURLProtocol.keyHeader] = key
        return keyed
    }

    @Test func request_koreanQueryOverRealSession_reachesTheServerEncodedAndDecodes() async throws {
        // Given
        let seen = Mutex<[String]>([])
        let key = StubURLProtocol.register { request in
            seen.withLock { $0.append(request.url?.absoluteString ?? "") }
            return .success((200, Data(#"[{"id":1,"name":"러블리"}]"#.utf8)))
        }
        defer { StubURLProtocol.unregister(key) }
        let sut = Provider(baseURL: .api, session: session)
        let search = Endpoint<[Item]>(
            method: .get, path: "/v1/items",
            queryItems: [URLQueryItem(name: "vibes", value: "러블리"), URLQueryItem(name: "ext", value: "png")],
            requiresAuthentication: false)
        // When
        let items = try await sut.request(endpoint(search, key: key))
        // Then
        #expect(items == [Item(id: 1, name: "러블리")])
        #expect(seen.withLock { $0 } == ["https://api.example.com/v1/items?vibes=%EB%9F%AC%EB%B8%94%EB%A6%AC&ext=png"])
    }

    @Test func request_serverErrorOverRealSession_throwsHTTPStatusWithTheBody() async {
        // Given
        let key = StubURLProtocol.register { _ in .success((409, Data(#"{"message":"taken"}"#.utf8))) }
        defer { StubURLProtocol.unregister(key) }
        let sut = Provider(baseURL: .api, session: session)
        // When / Then
        let expected = HTTPFailure(status: 409, body: Data(#"{"message":"taken"}"#.utf8), serverError: nil)
        await #expect(throws: NetworkError.httpStatus(expected)) {
            try await sut.request(endpoint(.ping(method: .post), key: key))
        }
    }

    @Test(arguments: [
        (URLError.Code.timedOut, NetworkError.timedOut), (.cannotConnectToHost, .cannotConnect),
        (.networkConnectionLost, .connectionLost),
    ])
    func request_transportFailureOverRealSession_isMapped(code: URLError.Code, expected: NetworkError) async {
        // Given
        let key = StubURLProtocol.register { _ in .failure(URLError(code)) }
        defer { StubURLProtocol.unregister(key) }
        let sut = Provider(baseURL: .api, session: session)
        // When / Then
        await #expect(throws: expected) { try await sut.request(endpoint(.ping(method: .put), key: key)) }
    }

    @Test func request_401OverRealSession_refreshesAndRetriesWithTheNewToken() async throws {
        // Given
        let authorizations = Mutex<[String?]>([])
        let key = StubURLProtocol.register { request in
            let authorization = request.value(forHTTPHeaderField: "Authorization")
            authorizations.withLock { $0.append(authorization) }
            return authorization == "Bearer a2" ? .success((200, Data(String.itemJSON.utf8))) : .success((401, Data()))
        }
        defer { StubURLProtocol.unregister(key) }
        let store = InMemoryCredentialStore(Credentials(accessToken: "a1", refreshToken: "r1"))
        let authenticator = BearerAuthenticator(store: store) { _ in Credentials(accessToken: "a2", refreshToken: "r2")
        }
        let sut = Provider(baseURL: .api, session: session, authenticator: authenticator)
        // When
        let item = try await sut.request(endpoint(.item(requiresAuthentication: true), key: key))
        // Then
        #expect(item.id == 1)
        #expect(authorizations.withLock { $0 } == ["Bearer a1", "Bearer a2"])
        #expect(store.credentials?.refreshToken == "r2")
    }

    @Test func request_uploadOverRealSession_putsToTheSignedURLWithoutAuthorization() async throws {
        // Given
        let seen = Mutex<[URLRequest]>([])
        let key = StubURLProtocol.register { request in
            seen.withLock { $0.append(request) }
            return .success((200, Data()))
        }
        defer { StubURLProtocol.unregister(key) }
        let signed = try #require(URL(string: "https://storage.example.org/b/o.png?X-Goog-Signature=abc"))
        let sut = Provider(baseURL: .api, session: session, authenticator: StubAuthenticator())
        // When
        try await sut.request(endpoint(.upload(to: signed, data: Data([1, 2]), contentType: "image/png"), key: key))
        // Then
        let request = try #require(seen.withLock { $0.first })
        #expect(request.url == signed)
        #expect(request.httpMethod == "PUT")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "image/png")
        #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
    }
}
