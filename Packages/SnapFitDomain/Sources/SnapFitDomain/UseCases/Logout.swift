/// Ends the session; the user is signed out locally even when the server cannot be told.
public struct Logout: Sendable {
    private let accounts: any AccountRepository

    public init(accounts: any AccountRepository) {
        self.accounts = accounts
    }

    public func callAsFunction() async throws(DomainError) {
        try await accounts.logout()
    }
}
