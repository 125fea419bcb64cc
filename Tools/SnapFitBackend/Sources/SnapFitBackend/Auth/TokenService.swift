import Foundation
import SnapFitHTTPServer

/// Issues and checks SnapFit JWTs the way the server does: HS256, claims `userId`, `role`, `iat`, `exp`;
/// access and refresh tokens differ only in `exp`.
struct TokenService: Sendable {
    var secret: [UInt8]
    let accessTTL: Int
    let refreshTTL: Int

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
    func authenticate(_ request: HTTPRequest, now: Date) throws(APIFailure) -> Int {
        guard let header = request.header("authorization"), header.hasPrefix("Bearer "),
            case .success(let claims) = JWT.verify(String(header.dropFirst(7)), secret: secret, now: now)
        else { throw .snapfit(.invalidToken) }
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
