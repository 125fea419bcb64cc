import Foundation
import SnapFitHTTPServer

/// Issues and checks SnapFit JWTs the way the server does: HS256, claims `userId`, `role`, `iat`, `exp`;
/// access and refresh tokens differ only in `exp`.
struct TokenService: Sendable {
    /// The signing secret; a new one refuses every token signed before.
    var secret: [UInt8] {
        didSet { if secret != oldValue { verified = [:] } }
    }
    let accessTTL: Int
    let refreshTTL: Int
    /// The claims of the tokens whose signature `secret` has checked, so each session's token is verified once: a
    /// signature's validity depends on the token and the secret alone. Expiry is read on every use.
    private var verified: [String: JWTClaims] = [:]
    /// The most tokens `verified` keeps; past it, it starts again.
    static let verifiedCapacity = 4096

    init(secret: [UInt8], accessTTL: Int, refreshTTL: Int) {
        self.secret = secret
        self.accessTTL = accessTTL
        self.refreshTTL = refreshTTL
    }

    /// A fresh `{accessToken, refreshToken}` pair for `userId`.
    func pair(for userId: Int, now: Date) -> JSONValue {
        let tokens = tokens(for: userId, issuedAt: now)
        return ["accessToken": .string(tokens.access), "refreshToken": .string(tokens.refresh)]
    }

    /// The access and refresh tokens for `userId` issued at `issuedAt`.
    func tokens(for userId: Int, issuedAt: Date) -> (access: String, refresh: String) {
        let issuedAt = Int(issuedAt.timeIntervalSince1970)
        func token(living seconds: Int) -> String {
            JWT.sign(
                JWTClaims(userId: userId, role: ["ROLE_USER"], iat: issuedAt, exp: issuedAt + seconds), secret: secret)
        }
        return (token(living: accessTTL), token(living: refreshTTL))
    }

    /// The caller of a protected route: the `userId` of a valid `Authorization: Bearer <jwt>`.
    /// A missing or malformed header, a bad signature or an expired token is `401, code 3`.
    mutating func authenticate(_ request: HTTPRequest, now: Date) throws(APIFailure) -> Int {
        guard let header = request.header("authorization"), header.hasPrefix("Bearer ") else {
            throw .snapfit(.invalidToken)
        }
        let token = String(header.dropFirst(7))
        if let claims = verified[token] {
            guard Double(claims.exp) > now.timeIntervalSince1970 else { throw .snapfit(.invalidToken) }
            return claims.userId
        }
        guard case .success(let claims) = JWT.verify(token, secret: secret, now: now) else {
            throw .snapfit(.invalidToken)
        }
        if verified.count >= Self.verifiedCapacity { verified.removeAll(keepingCapacity: true) }
        verified[token] = claims
        return claims.userId
    }

    /// A new pair for any valid SnapFit JWT: expired is `401, code 3`, anything else unreadable a Spring 500.
    func refresh(_ token: String, now: Date) throws(APIFailure) -> JSONValue {
        switch JWT.verify(token, secret: secret, now: now) {
        case .success(let claims): return pair(for: claims.userId, now: now)
        case .failure(.expired): throw .snapfit(.invalidToken)
        case .failure(let problem):
            throw .asBuilt(.refreshWithUnreadableToken, "refresh with an unreadable token (\(problem))")
        }
    }
}
