/// Where a session's credentials are kept between requests (and, for a file store, between runs).
public protocol CredentialStore: Sendable {
    /// The stored credentials, or nil when signed out.
    func load() async -> Credentials?
    func save(_ credentials: Credentials) async
    /// Forgets the session.
    func clear() async
}
