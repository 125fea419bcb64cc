import Foundation
import SnapFitNetworking
import Testing

@Suite struct EndpointTests {
    private struct Listing: Decodable, Sendable {
        struct Product: Decodable, Sendable {
            let price: Int
        }
        let data: [Product]
    }

    @Test func decodeResponse_voidEndpointWithEmptyBody_succeeds() throws {
        // Given
        let sut = Endpoint<Void>.ping()
        // When / Then
        try sut.decodeResponse(Data(), decoder: JSONDecoder())
    }

    @Test func decodeResponse_decodableEndpointWithEmptyBody_throwsEmptyBody() {
        // Given
        let sut = Endpoint<Item>.item()
        // When / Then
        #expect(throws: NetworkError.emptyBody) { try sut.decodeResponse(Data(), decoder: JSONDecoder()) }
    }

    @Test func decodeResponse_validJSON_decodesTheResponse() throws {
        // Given
        let sut = Endpoint<Item>.item()
        // When
        let item = try sut.decodeResponse(Data(String.itemJSON.utf8), decoder: JSONDecoder())
        // Then
        #expect(item == Item(id: 1, name: "러블리"))
    }

    @Test func decodeResponse_wrongTypeDeepInside_reportsTheCodingPath() {
        // Given
        let sut = Endpoint<Listing>(method: .get, path: "/v1/products")
        let body = Data(#"{"data":[{"price":1},{"price":2},{"price":"free"}]}"#.utf8)
        // When / Then
        #expect {
            try sut.decodeResponse(body, decoder: JSONDecoder())
        } throws: { error in
            guard case .undecodableBody(let codingPath, _) = error as? NetworkError else { return false }
            return codingPath == "data.[2].price"
        }
    }

    @Test func decodeResponse_missingKey_reportsTheKeyInThePath() {
        // Given
        let sut = Endpoint<Listing>(method: .get, path: "/v1/products")
        let body = Data(#"{"data":[{}]}"#.utf8)
        // When / Then
        #expect {
            try sut.decodeResponse(body, decoder: JSONDecoder())
        } throws: { error in
            guard case .undecodableBody(let codingPath, let detail) = error as? NetworkError else { return false }
            return codingPath == "data.[0].price" && detail == "missing key price"
        }
    }

    @Test func decodeResponse_notJSON_throwsUndecodableBody() {
        // Given
        let sut = Endpoint<Item>.item()
        // When / Then
        #expect {
            try sut.decodeResponse(Data("<html>".utf8), decoder: JSONDecoder())
        } throws: { error in
            guard case .undecodableBody = error as? NetworkError else { return false }
            return true
        }
    }

    @Test(arguments: ["99999999999999999999", "-99999999999999999999", "18446744073709551616"])
    func decodeResponse_numberBeyond64Bits_saysSo_notThatTheJSONIsInvalid(number: String) {
        // Given
        let sut = Endpoint<Listing>(method: .get, path: "/v1/products")
        let body = Data(#"{"data":[{"price":\#(number)}]}"#.utf8)
        // When / Then
        #expect {
            try sut.decodeResponse(body, decoder: JSONDecoder())
        } throws: { error in
            guard case .undecodableBody(_, let detail) = error as? NetworkError else { return false }
            return detail == "a number too large for its field"
        }
    }

    @Test func upload_signedURL_putsTheBytesToThatURLUnchangedWithoutAuthentication() throws {
        // Given
        let signed = try #require(
            URL(string: "https://storage.example.org/bucket/a%20b.png?X-Goog-Signature=ab%2Fcd&X-Goog-Expires=900"))
        let bytes = Data([1, 2, 3])
        // When
        let sut = Endpoint<Void>.upload(to: signed, data: bytes, contentType: "image/png")
        let request = try sut.makeURLRequest(defaultBaseURL: .api, encoder: JSONEncoder())
        // Then
        #expect(!sut.requiresAuthentication)
        #expect(request.url == signed)
        #expect(request.httpMethod == "PUT")
        #expect(request.httpBody == bytes)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "image/png")
    }
}
