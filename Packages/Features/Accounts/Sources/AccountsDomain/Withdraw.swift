import SnapFitDomain

/// Withdraws the account for good: a withdrawn account can never sign up again. Its place in a list goes with it.
public struct Withdraw: Sendable {
    private let accounts: any AccountRepository
    private let bookmarks: any ListBookmarkStore

    public init(accounts: any AccountRepository, bookmarks: any ListBookmarkStore) {
        self.accounts = accounts
        self.bookmarks = bookmarks
    }

    public func callAsFunction() async throws(DomainError) {
        try await accounts.withdraw()
        await bookmarks.clear()
    }
}
