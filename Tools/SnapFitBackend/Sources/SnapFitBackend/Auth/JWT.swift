import Foundation

/// HS256 JSON Web Tokens shaped as the SnapFit server issues them (contract §2.3).
public enum JWT {
    private static let header = #"{"alg":"HS256"}"#

    /// HS256: header exactly `{"alg":"HS256"}`, claims `userId`, `role`, `iat`, `exp` (epoch seconds).
    public static func sign(_ claims: JWTClaims, secret: [UInt8]) -> String {
        let role = claims.role.map(jsonString).joined(separator: ",")
        let payload = #"{"userId":\#(claims.userId),"role":[\#(role)],"iat":\#(claims.iat),"exp":\#(claims.exp)}"#
        let signingInput = Base64URL.encode(Array(header.utf8)) + "." + Base64URL.encode(Array(payload.utf8))
        return signingInput + "." + Base64URL.encode(signature(of: signingInput, secret: secret))
    }

    /// The claims of a token signed with `secret` that has not expired at `now`.
    /// The signature is checked before the claims are read; a token expires at the second `exp`.
    public static func verify(_ token: String, secret: [UInt8], now: Date) -> Result<JWTClaims, JWTError> {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty }),
            let headerBytes = Base64URL.decode(String(parts[0])),
            let payloadBytes = Base64URL.decode(String(parts[1])),
            let signatureBytes = Base64URL.decode(String(parts[2])),
            isHS256(headerBytes)
        else { return .failure(.malformed) }
        let expected = signature(of: parts[0] + "." + parts[1], secret: secret)
        guard constantTimeEqual(expected, signatureBytes) else { return .failure(.badSignature) }
        guard let claims = try? JSONDecoder().decode(JWTClaims.self, from: Data(payloadBytes)) else {
            return .failure(.malformed)
        }
        guard Double(claims.exp) > now.timeIntervalSince1970 else { return .failure(.expired) }
        return .success(claims)
    }

    private static func signature(of signingInput: String, secret: [UInt8]) -> [UInt8] {
        HMACSHA256.authenticationCode(for: Array(signingInput.utf8), key: secret)
    }

    private static func isHS256(_ headerBytes: [UInt8]) -> Bool {
        let object = try? JSONSerialization.jsonObject(with: Data(headerBytes)) as? [String: Any]
        return object?["alg"] as? String == "HS256"
    }

    private static func jsonString(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    private static func constantTimeEqual(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return zip(lhs, rhs).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
