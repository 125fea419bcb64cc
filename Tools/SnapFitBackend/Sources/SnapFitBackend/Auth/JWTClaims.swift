/// The claims of a SnapFit JWT: access and refresh tokens differ only in `exp` (contract §2.3).
public struct JWTClaims: Sendable, Equatable, Codable {
    public let userId: Int
    /// Always `["ROLE_USER"]` on tokens the server issues.
    public let role: [String]
    /// Issued at, in epoch seconds.
    public let iat: Int
    /// Expires at, in epoch seconds.
    public let exp: Int

    public init(userId: Int, role: [String], iat: Int, exp: Int) {
        self.userId = userId
        self.role = role
        self.iat = iat
        self.exp = exp
    }
}
