import SnapFitHTTPServer

/// The social-login stand-in: the bearer social token string itself is the social id.
enum SocialToken {
    /// The social id carried by a login or sign-up request. The header must split on one space into exactly
    /// `Bearer` and the token (else `400, code 1`); an empty token is rejected like a bad social token (401, 10).
    static func socialId(of request: HTTPRequest) throws(APIFailure) -> String {
        guard let header = request.header("authorization") else { throw .invalidRequest }
        let parts = header.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0] == "Bearer" else { throw .invalidRequest }
        guard !parts[1].isEmpty else { throw .snapfit(.invalidSocialToken) }
        return String(parts[1])
    }
}
