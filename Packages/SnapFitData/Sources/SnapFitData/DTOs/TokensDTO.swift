/// The token pair issued by login, sign-up and refresh: `{"accessToken", "refreshToken"}`.
public struct TokensDTO: Codable, Sendable, Equatable {
    public let accessToken: String
    public let refreshToken: String
}
