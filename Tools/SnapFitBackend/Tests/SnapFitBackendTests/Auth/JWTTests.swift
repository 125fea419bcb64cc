import Foundation
import Testing

@testable import SnapFitBackend

struct JWTTests {
    private let secret = Array("snapfit-local-secret-of-38-bytes-long!".utf8)
    private let claims = JWTClaims(userId: 7, role: ["ROLE_USER"], iat: 1_725_159_600, exp: 1_725_160_600)
    private let beforeExpiry = Date(timeIntervalSince1970: 1_725_160_000)

    @Test func sign_thenVerify_returnsTheClaims() {
        // Given
        let sut = JWT.sign(claims, secret: secret)
        // When
        let result = JWT.verify(sut, secret: secret, now: beforeExpiry)
        // Then
        #expect(result == .success(claims))
    }

    @Test func sign_writesTheContractHeaderAndExactlyTheFourClaims() throws {
        // When
        let parts = JWT.sign(claims, secret: secret).split(separator: ".").map(String.init)
        // Then
        #expect(parts.count == 3)
        #expect(parts[0] == "eyJhbGciOiJIUzI1NiJ9")
        let payload = try #require(Base64URL.decode(parts[1]))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(payload)) as? [String: Any])
        #expect(Set(object.keys) == ["userId", "role", "iat", "exp"])
        #expect(object["userId"] as? Int == 7)
        #expect(object["role"] as? [String] == ["ROLE_USER"])
        #expect(object["exp"] as? Int == 1_725_160_600)
    }

    @Test func verify_ofTokenBuiltByHandAsTheServerDoes_decodesTheClaims() {
        // Given: a token assembled from the contract's header and claims JSON, signed independently of `sign`
        let header = Base64URL.encode(Array(#"{"alg":"HS256"}"#.utf8))
        let payload = Base64URL.encode(
            Array(#"{"userId":42,"role":["ROLE_USER"],"iat":1725159600,"exp":1725160600}"#.utf8))
        let signature = HMACSHA256.authenticationCode(for: Array("\(header).\(payload)".utf8), key: secret)
        let token = "\(header).\(payload).\(Base64URL.encode(signature))"
        // When
        let result = JWT.verify(token, secret: secret, now: beforeExpiry)
        // Then
        #expect(result == .success(JWTClaims(userId: 42, role: ["ROLE_USER"], iat: 1_725_159_600, exp: 1_725_160_600)))
    }

    @Test func verify_withTamperedSignature_isBadSignature() {
        // Given
        var token = JWT.sign(claims, secret: secret)
        let last = token.removeLast()
        token.append(last == "A" ? "B" : "A")
        // When
        let result = JWT.verify(token, secret: secret, now: beforeExpiry)
        // Then
        #expect(result == .failure(.badSignature))
    }

    @Test(arguments: ["=", "==", "A"])
    func verify_ofValidTokenWithSomethingAppended_isRefused(suffix: String) {
        // Given
        let token = JWT.sign(claims, secret: secret)
        // When
        let result = JWT.verify(token + suffix, secret: secret, now: beforeExpiry)
        // Then
        #expect(JWT.verify(token, secret: secret, now: beforeExpiry) == .success(claims))
        #expect(result != .success(claims))
    }

    @Test func verify_withTamperedClaims_isBadSignature() {
        // Given: the claims changed to another user, the signature kept
        let parts = JWT.sign(claims, secret: secret).split(separator: ".").map(String.init)
        let forged = JWTClaims(userId: 8, role: ["ROLE_USER"], iat: claims.iat, exp: claims.exp)
        let forgedPayload = JWT.sign(forged, secret: secret).split(separator: ".").map(String.init)[1]
        // When
        let result = JWT.verify("\(parts[0]).\(forgedPayload).\(parts[2])", secret: secret, now: beforeExpiry)
        // Then
        #expect(result == .failure(.badSignature))
    }

    @Test func verify_withAnotherSecret_isBadSignature() {
        // Given
        let token = JWT.sign(claims, secret: Array("another secret".utf8))
        // When / Then
        #expect(JWT.verify(token, secret: secret, now: beforeExpiry) == .failure(.badSignature))
    }

    @Test func verify_atOrAfterExp_isExpired() {
        // Given
        let token = JWT.sign(claims, secret: secret)
        // When / Then
        #expect(
            JWT.verify(token, secret: secret, now: Date(timeIntervalSince1970: 1_725_160_600)) == .failure(.expired))
        #expect(JWT.verify(token, secret: secret, now: Date(timeIntervalSince1970: 1_725_160_599)) == .success(claims))
    }

    @Test(arguments: ["", "garbage", "a.b", "a.b.c.d", "!!!.e30.abc", "eyJhbGciOiJIUzI1NiJ9..", "e30.e30.e30"])
    func verify_ofGarbage_isMalformed(token: String) {
        // When / Then
        #expect(JWT.verify(token, secret: secret, now: beforeExpiry) == .failure(.malformed))
    }

    @Test(arguments: [#"not json"#, #"{"userId":"7","role":[],"iat":1,"exp":2}"#, #"{"role":[],"iat":1,"exp":2}"#])
    func verify_ofSignedTokenWithBadClaimsJSON_isMalformed(payload: String) {
        // Given: correctly signed, but the claims are not the SnapFit shape
        let header = Base64URL.encode(Array(#"{"alg":"HS256"}"#.utf8))
        let body = Base64URL.encode(Array(payload.utf8))
        let signature = HMACSHA256.authenticationCode(for: Array("\(header).\(body)".utf8), key: secret)
        // When
        let result = JWT.verify("\(header).\(body).\(Base64URL.encode(signature))", secret: secret, now: beforeExpiry)
        // Then
        #expect(result == .failure(.malformed))
    }

    @Test func verify_ofTokenWithAnotherAlgorithm_isMalformed() {
        // Given
        let header = Base64URL.encode(Array(#"{"alg":"none"}"#.utf8))
        let token = JWT.sign(claims, secret: secret).split(separator: ".").map(String.init)
        // When / Then
        #expect(
            JWT.verify("\(header).\(token[1]).\(token[2])", secret: secret, now: beforeExpiry) == .failure(.malformed))
    }
}
