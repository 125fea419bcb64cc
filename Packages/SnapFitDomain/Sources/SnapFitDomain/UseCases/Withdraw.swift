/// Withdraws the account for good: a withdrawn account can never sign up again.
public struct Withdraw: Sendable {
    private let accounts: any AccountRepository

    public init(accounts: any AccountRepository) {
        self.accounts = accounts
    }

    public func callAsFunction() async throws(DomainError) {
        try await accounts.withdraw()
    }
}
