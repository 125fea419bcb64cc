/// Ends the session; the user is signed out locally even when the server cannot be told.
/// Without a session there is nothing to end: `.signedOut`.
public struct Logout: Sendable {
    private let accounts: any AccountRepository

    public init(accounts: any AccountRepository) {
        self.accounts = accounts
    }

    public func callAsFunction() async throws(DomainError) {
        guard await accounts.currentSession() != nil else { throw .signedOut }
        try await accounts.logout()
    }
}
