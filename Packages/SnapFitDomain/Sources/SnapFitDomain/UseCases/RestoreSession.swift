/// Resumes a stored session by loading the profile with it; `.signedOut` when none is stored.
public struct RestoreSession: Sendable {
    private let accounts: any AccountRepository

    public init(accounts: any AccountRepository) {
        self.accounts = accounts
    }

    public func callAsFunction() async throws(DomainError) -> User {
        guard await accounts.currentSession() != nil else { throw .signedOut }
        return try await accounts.profile()
    }
}
