import Foundation
import SnapFitDomain

/// Signs in with a social account: either signed in, or told to sign up first. A new session starts with no saved
/// place in a list (the last list may have been someone else's).
public struct Login: Sendable {
    private let accounts: any AccountRepository
    private let bookmarks: any ListBookmarkStore

    public init(accounts: any AccountRepository, bookmarks: any ListBookmarkStore) {
        self.accounts = accounts
        self.bookmarks = bookmarks
    }

    public func callAsFunction(provider: SocialProvider, socialToken: String) async throws(DomainError) -> LoginOutcome
    {
        let token = socialToken.trimmingCharacters(in: .whitespaces)
        guard !token.isEmpty else { throw .validation(.init(field: .socialToken, reason: .required)) }
        let outcome = try await accounts.login(provider: provider, socialToken: token)
        if outcome == .signedIn { await bookmarks.clear() }
        return outcome
    }
}
