import Foundation
import SnapFitNetworking
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct RequestableTests {
    private func url(
        of endpoint: Endpoint<Void>, base: URL = .api, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let request = try endpoint.makeURLRequest(defaultBaseURL: base, encoder: JSONEncoder())
        return try #require(request.url, sourceLocation: sourceLocation).absoluteString
    }

    @Test(arguments: [
        ("https://api.example.com", "/v1/items", "https://api.example.com/v1/items"),
        ("https://api.example.com/", "/v1/items", "https://api.example.com/v1/items"),
        ("https://api.example.com/api", "/v1/items", "https://api.example.com/api/v1/items"),
        ("https://api.example.com/api/", "/v1/items", "https://api.example.com/api/v1/items"),
    ])
    func makeURLRequest_baseAndPath_joinsWithOneSlash(base: String, path: String, expected: String) throws {
        // Given
        let sut = Endpoint<Void>(method: .get, path: path)
        // When
        let url = try url(of: sut, base: try #require(URL(string: base)))
        // Then
        #expect(url == expected)
    }

    @Test(arguments: (0x21...0x7E).map { "/a\(Character(Unicode.Scalar(UInt8($0))))b" } + ["/사진 1", "/a b"])
    func makeURLRequest_path_isEncodedAsFoundationEncodesAPath(path: String) throws {
        // Given
        let sut = Endpoint<Void>(method: .get, path: path)
        let encoded = try #require(path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed))
        // When / Then
        #expect(try url(of: sut) == "https://api.example.com" + encoded)
    }

    @Test(arguments: (0x20...0x7E).map { "a\(Character(Unicode.Scalar(UInt8($0))))b" } + ["러블리 스냅", "é", "🙂", ""])
    func makeURLRequest_queryValue_isEncodedAsFoundationEncodesUnreservedOnly(value: String) throws {
        // Given
        let sut = Endpoint<Void>(method: .get, path: "/v1/posts", queryItems: [URLQueryItem(name: value, value: value)])
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        let encoded = try #require(value.addingPercentEncoding(withAllowedCharacters: unreserved))
        // When / Then
        #expect(try url(of: sut) == "https://api.example.com/v1/posts?\(encoded)=\(encoded)")
    }

    @Test func makeURLRequest_baseWithQueryAndFragment_keepsBoth_afterThePathAndBeforeTheFragment() throws {
        // Given: a signed address with its own query, and a fragment
        let base = try #require(URL(string: "https://cdn.example.org/b/photo.png?sig=a%2Bb#top"))
        let sut = Endpoint<Void>(
            method: .get, path: "", baseURL: base, queryItems: [URLQueryItem(name: "ext", value: "png")])
        // When / Then
        #expect(try url(of: sut) == "https://cdn.example.org/b/photo.png?sig=a%2Bb&ext=png#top")
    }

    @Test func makeURLRequest_pathWithoutALeadingSlash_isRefused() {
        let sut = Endpoint<Void>(method: .get, path: "v1/items")
        #expect(throws: NetworkError.self) { try sut.makeURLRequest(defaultBaseURL: .api, encoder: JSONEncoder()) }
    }

    @Test func makeURLRequest_endpointWithAbsoluteBaseURL_ignoresTheDefault() throws {
        // Given
        let sut = Endpoint<Void>(method: .get, path: "/b/photo.png", baseURL: URL(string: "https://cdn.example.org"))
        // When
        let url = try url(of: sut)
        // Then
        #expect(url == "https://cdn.example.org/b/photo.png")
    }

    @Test func makeURLRequest_koreanQueryValue_isPercentEncodedAsUTF8() throws {
        // Given
        let sut = Endpoint<Void>(
            method: .get, path: "/v1/posts", queryItems: [URLQueryItem(name: "vibes", value: "러블리")])
        // When
        let url = try url(of: sut)
        // Then
        #expect(url == "https://api.example.com/v1/posts?vibes=%EB%9F%AC%EB%B8%94%EB%A6%AC")
    }

    @Test func makeURLRequest_repeatedNames_keepsEveryItemInOrder() throws {
        // Given
        let sut = Endpoint<Void>(
            method: .get, path: "/v1/upload",
            queryItems: [URLQueryItem(name: "ext", value: "png"), URLQueryItem(name: "ext", value: "png")])
        // When
        let url = try url(of: sut)
        // Then
        #expect(url == "https://api.example.com/v1/upload?ext=png&ext=png")
    }

    @Test func makeURLRequest_reservedCharactersInValue_areEncoded() throws {
        // Given
        let sut = Endpoint<Void>(
            method: .get, path: "/v1/search", queryItems: [URLQueryItem(name: "q", value: "a&b=c+d e")])
        // When
        let url = try url(of: sut)
        // Then
        #expect(url == "https://api.example.com/v1/search?q=a%26b%3Dc%2Bd%20e")
    }

    @Test func makeURLRequest_jsonBody_encodesItWithItsContentType() throws {
        // Given
        let item = Item(id: 7, name: "스냅")
        let sut = Endpoint<Void>(method: .post, path: "/v1/items", body: .json(item))
        // When
        let request = try sut.makeURLRequest(defaultBaseURL: .api, encoder: JSONEncoder())
        // Then
        #expect(request.httpMethod == "POST")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json;charset=UTF-8")
        #expect(try JSONDecoder().decode(Item.self, from: try #require(request.httpBody)) == item)
    }

    @Test func makeURLRequest_rawBody_sendsTheBytesWithTheirContentType() throws {
        // Given
        let bytes = Data([0x89, 0x50, 0x4E, 0x47])
        let sut = Endpoint<Void>(method: .put, path: "/v1/blob", body: .raw(bytes, contentType: "image/png"))
        // When
        let request = try sut.makeURLRequest(defaultBaseURL: .api, encoder: JSONEncoder())
        // Then
        #expect(request.httpMethod == "PUT")
        #expect(request.httpBody == bytes)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "image/png")
    }

    @Test func makeURLRequest_endpointHeaders_areSent() throws {
        // Given
        let sut = Endpoint<Void>(method: .delete, path: "/v1/items/1", headers: ["X-Trace": "abc"])
        // When
        let request = try sut.makeURLRequest(defaultBaseURL: .api, encoder: JSONEncoder())
        // Then
        #expect(request.httpMethod == "DELETE")
        #expect(request.value(forHTTPHeaderField: "X-Trace") == "abc")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
    }

    @Test func makeURLRequest_endpointHeaderInAnotherCase_replacesTheDefault() throws {
        // Given
        let sut = Endpoint<Void>(method: .get, path: "/v1/items/1", headers: ["accept": "image/*"])
        // When
        let request = try sut.makeURLRequest(defaultBaseURL: .api, encoder: JSONEncoder())
        // Then
        #expect(request.allHTTPHeaderFields == ["accept": "image/*"])
    }

    @Test func makeURLRequest_unencodableBody_throwsInvalidRequest() {
        // Given
        let sut = Endpoint<Void>(method: .post, path: "/v1/numbers", body: .json(Double.nan))
        // When / Then
        #expect {
            try sut.makeURLRequest(defaultBaseURL: .api, encoder: JSONEncoder())
        } throws: { error in
            guard case .invalidRequest = error as? NetworkError else { return false }
            return true
        }
    }
}
