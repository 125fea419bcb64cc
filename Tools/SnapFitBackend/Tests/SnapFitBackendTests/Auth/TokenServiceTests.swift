import Foundation
import SnapFitHTTPServer
import Testing

@testable import SnapFitBackend

/// A protected route's caller, read from its bearer token: each token's signature is checked once, and its expiry and
/// the secret it was signed with still decide every request.
struct TokenServiceTests {
    private let secret = Array("snapfit-local-secret-of-38-bytes-long!".utf8)
    private let issued = Date(timeIntervalSince1970: 1_725_159_600)

    @Test func token_acceptedOnce_isRefusedOnceItExpires() throws {
        // Given: a token living 60 s, already accepted
        var sut = TokenService(secret: secret, accessTTL: 60, refreshTTL: 600)
        let request = try Self.request(bearing: sut.pair(for: 7, now: issued))
        #expect(try sut.authenticate(request, now: issued) == 7)
        // When / Then
        #expect(try sut.authenticate(request, now: issued + 59) == 7)
        #expect(throws: APIFailure.snapfit(.invalidToken)) { try sut.authenticate(request, now: issued + 60) }
    }

    @Test func token_acceptedOnce_isRefusedUnderANewSecret() throws {
        // Given
        var sut = TokenService(secret: secret, accessTTL: 60, refreshTTL: 600)
        let request = try Self.request(bearing: sut.pair(for: 7, now: issued))
        #expect(try sut.authenticate(request, now: issued) == 7)
        // When
        sut.secret = Array("another-secret-of-thirty-eight-bytes!!".utf8)
        // Then
        #expect(throws: APIFailure.snapfit(.invalidToken)) { try sut.authenticate(request, now: issued) }
    }

    @Test func tokenWithAForgedSignature_isRefused_afterTheRealOneWasAccepted() throws {
        // Given
        var sut = TokenService(secret: secret, accessTTL: 60, refreshTTL: 600)
        let request = try Self.request(bearing: sut.pair(for: 7, now: issued))
        #expect(try sut.authenticate(request, now: issued) == 7)
        let token = try #require(request.header("authorization")).dropFirst("Bearer ".count)
        let forged = token.dropLast(2) + (token.hasSuffix("AA") ? "AB" : "AA")
        // When / Then
        #expect(throws: APIFailure.snapfit(.invalidToken)) {
            try sut.authenticate(Self.request(token: String(forged)), now: self.issued)
        }
    }

    private static func request(bearing pair: JSONValue) throws -> HTTPRequest {
        guard case .object(let members) = pair,
            case .string(let token)? = members.first(where: { $0.key == "accessToken" })?.value
        else {
            throw Failure.noToken
        }
        return request(token: token)
    }

    private static func request(token: String) -> HTTPRequest {
        HTTPRequest(method: "GET", path: "/snapfit/me", headers: ["authorization": "Bearer \(token)"])
    }

    private enum Failure: Error { case noToken }
}
