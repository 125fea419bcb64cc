/// The authentication hook: supplies bearer tokens and renews a rejected one.
public protocol Authenticator: Sendable {
    /// The access token to send, or nil when there is no session (the provider then throws .signedOut without sending).
    func accessToken() async -> String?
    /// Called after a 401 on a request sent with `rejected`. Single-flight: concurrent callers share one refresh;
    /// if the stored token already differs from `rejected` (someone refreshed meanwhile) it returns it without
    /// refreshing. If the refresh fails the session is cleared and it throws .sessionExpired.
    func refreshedAccessToken(replacing rejected: String) async throws(NetworkError) -> String
    /// Whether `failure` (a 401) means the access token expired, so a refresh may help. Any other 401 is reported
    /// as it is, and the session is kept.
    func refreshes(after failure: HTTPFailure) -> Bool
}
