import Foundation
import SnapFitNetworking
import SnapFitNetworkingTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct ProviderTests {
    @Test func request_200WithJSON_decodesTheEndpointsResponse() async throws {
        // Given
        let session = StubURLSession { try HTTPReply.status(200, .itemJSON, to: $0) }
        let sut = Provider(baseURL: .api, session: session)
        // When
        let item = try await sut.request(Endpoint<Item>.item())
        // Then
        #expect(item == Item(id: 1, name: "러블리"))
        #expect(session.requests.map { $0.url?.absoluteString } == ["https://api.example.com/v1/items/1"])
    }

    @Test func request_inACancelledTask_sendsNothing() async {
        // Given
        let session = StubURLSession()
        let sut = Provider(baseURL: .api, session: session)
        // When
        let outcome = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            do throws(NetworkError) {
                try await sut.request(Endpoint<Void>.ping(method: .post))
                return NetworkError?.none
            } catch {
                return error
            }
        }.value
        // Then
        #expect(outcome == .cancelled)
        #expect(session.requests.isEmpty)
    }

    @Test(arguments: [200, 201, 204])
    func request_voidEndpointWithEmpty2xx_succeeds(status: Int) async throws {
        // Given
        let session = StubURLSession { try HTTPReply.status(status, to: $0) }
        let sut = Provider(baseURL: .api, session: session)
        // When / Then
        try await sut.request(Endpoint<Void>.ping(method: .post))
    }

    @Test func request_decodableEndpointWithEmpty200_throwsEmptyBody() async {
        // Given
        let session = StubURLSession { try HTTPReply.status(200, to: $0) }
        let sut = Provider(baseURL: .api, session: session)
        // When / Then
        await #expect(throws: NetworkError.emptyBody) { try await sut.request(Endpoint<Item>.item()) }
    }

    @Test func request_200WithBadJSON_throwsUndecodableBodyWithThePath() async {
        // Given
        let session = StubURLSession { try HTTPReply.status(200, #"{"id":"one","name":"x"}"#, to: $0) }
        let sut = Provider(baseURL: .api, session: session)
        // When / Then
        await #expect {
            try await sut.request(Endpoint<Item>.item())
        } throws: { error in
            guard case .undecodableBody(let codingPath, _) = error as? NetworkError else { return false }
            return codingPath == "id"
        }
    }

    @Test(arguments: [400, 404, 409, 500, 503])
    func request_non2xx_throwsHTTPStatusWithTheBodyAndDecodedServerError(status: Int) async {
        // Given
        let body = #"{"code":4001,"message":"nope"}"#
        let session = StubURLSession { try HTTPReply.status(status, body, to: $0) }
        let decoder = ServerErrorDecoder { data in
            String(decoding: data, as: UTF8.self) == body ? ServerError(code: 4001, message: "nope") : nil
        }
        let sut = Provider(baseURL: .api, session: session, serverErrorDecoder: decoder)
        // When / Then
        let expected = HTTPFailure(
            status: status, body: Data(body.utf8), serverError: ServerError(code: 4001, message: "nope"))
        await #expect(throws: NetworkError.httpStatus(expected)) { try await sut.request(Endpoint<Item>.item()) }
    }

    @Test func request_non2xxWithoutServerErrorDecoder_carriesNoServerError() async {
        // Given
        let session = StubURLSession { try HTTPReply.status(404, "missing", to: $0) }
        let sut = Provider(baseURL: .api, session: session)
        // When / Then
        let expected = HTTPFailure(status: 404, body: Data("missing".utf8), serverError: nil)
        await #expect(throws: NetworkError.httpStatus(expected)) { try await sut.request(Endpoint<Void>.ping()) }
    }

    @Test(arguments: [
        (URLError.Code.timedOut, NetworkError.timedOut),
        (.cannotConnectToHost, .cannotConnect),
        (.cannotFindHost, .cannotConnect),
        (.notConnectedToInternet, .cannotConnect),
        (.dnsLookupFailed, .cannotConnect),
        (.networkConnectionLost, .connectionLost),
        (.cancelled, .cancelled),
        (.secureConnectionFailed, .transport(code: -1200)),
        (.badServerResponse, .transport(code: -1011)),
    ])
    func request_urlError_mapsToItsNetworkError(code: URLError.Code, expected: NetworkError) async {
        // Given
        let session = StubURLSession { _ in throw URLError(code) }
        let sut = Provider(baseURL: .api, session: session)
        // When / Then
        await #expect(throws: expected) { try await sut.request(Endpoint<Void>.ping(method: .post)) }
    }

    @Test func request_sessionThrowsCancellationError_throwsCancelled() async {
        // Given
        let session = StubURLSession { _ in throw CancellationError() }
        let sut = Provider(baseURL: .api, session: session)
        // When / Then
        await #expect(throws: NetworkError.cancelled) { try await sut.request(Endpoint<Void>.ping()) }
    }

    @Test func request_sessionThrowsSomethingElse_throwsTransportUnknown() async {
        // Given
        struct Oddity: Error {}
        let session = StubURLSession { _ in throw Oddity() }
        let sut = Provider(baseURL: .api, session: session)
        // When / Then
        await #expect(throws: NetworkError.transport(code: URLError.Code.unknown.rawValue)) {
            try await sut.request(Endpoint<Void>.ping())
        }
    }

    @Test func request_nonHTTPResponse_throwsBadServerResponse() async {
        // Given
        let session = StubURLSession { _ in
            (Data(), URLResponse(url: .api, mimeType: nil, expectedContentLength: 0, textEncodingName: nil))
        }
        let sut = Provider(baseURL: .api, session: session)
        // When / Then
        await #expect(throws: NetworkError.transport(code: URLError.Code.badServerResponse.rawValue)) {
            try await sut.request(Endpoint<Void>.ping(method: .post))
        }
    }

    @Test func request_unbuildableRequest_throwsInvalidRequestWithoutSending() async {
        // Given
        let session = StubURLSession()
        let sut = Provider(baseURL: .api, session: session)
        let endpoint = Endpoint<Void>(method: .post, path: "/v1/numbers", body: .json(Double.infinity))
        // When / Then
        await #expect {
            try await sut.request(endpoint)
        } throws: { error in
            guard case .invalidRequest = error as? NetworkError else { return false }
            return true
        }
        #expect(session.requests.isEmpty)
    }

    @Test func request_customDecoder_isUsedForTheBody() async throws {
        // Given
        struct Stamp: Decodable, Sendable, Equatable { let createdAt: Date }
        let session = StubURLSession { try HTTPReply.status(200, #"{"created_at":"1970-01-01T00:00:10Z"}"#, to: $0) }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        let sut = Provider(baseURL: .api, session: session, decoder: decoder)
        // When
        let stamp = try await sut.request(
            Endpoint<Stamp>(method: .get, path: "/v1/stamp", requiresAuthentication: false))
        // Then
        #expect(stamp == Stamp(createdAt: Date(timeIntervalSince1970: 10)))
    }
}

@Suite struct ProviderRedirectTests {
    @Test(arguments: [301, 302, 307, 308])
    func request_redirectAnswer_isAnErrorNamingBothOrigins(status: Int) async throws {
        // Given
        let session = StubURLSession { request in
            let url = try #require(request.url)
            let response = try #require(
                HTTPURLResponse(
                    url: url, statusCode: status, httpVersion: "HTTP/1.1",
                    headerFields: ["Location": "http://localhost:9999/v1/items/1"]))
            return (Data(), response)
        }
        let sut = Provider(baseURL: .api, session: session)
        // When
        let error = await #expect(throws: NetworkError.self) { try await sut.request(Endpoint<Item>.item()) }
        // Then: one attempt, nothing retried or followed
        #expect(error == .redirected(from: "https://api.example.com", to: "http://localhost:9999/v1/items/1"))
        #expect(session.requests.count == 1)
    }
}
