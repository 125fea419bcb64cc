import SnapFitDomain

/// Ends the session; the user is signed out locally even when the server cannot be told, and the place in the last
/// list is forgotten with it. Without a session there is nothing to end: `.signedOut`.
public struct Logout: Sendable {
    private let accounts: any AccountRepository
    private let bookmarks: any ListBookmarkStore

    public init(accounts: any AccountRepository, bookmarks: any ListBookmarkStore) {
        self.accounts = accounts
        self.bookmarks = bookmarks
    }

    public func callAsFunction() async throws(DomainError) {
        guard await accounts.currentSession() != nil else { throw .signedOut }
        await bookmarks.clear()
        try await accounts.logout()
    }
}
