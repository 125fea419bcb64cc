import SnapFitDomain

/// Creates an account after checking, in the order the user meets them, the terms, the nickname and the vibes. The
/// new session starts with no saved place in a list.
public struct SignUp: Sendable {
    private let accounts: any AccountRepository
    private let referenceData: any ReferenceDataRepository
    private let bookmarks: any ListBookmarkStore

    public init(
        accounts: any AccountRepository, referenceData: any ReferenceDataRepository, bookmarks: any ListBookmarkStore
    ) {
        self.accounts = accounts
        self.referenceData = referenceData
        self.bookmarks = bookmarks
    }

    public func callAsFunction(
        provider: SocialProvider, socialToken: String, nickname: String, vibes: [String], consents: SignUpConsents
    ) async throws(DomainError) {
        guard consents.requiredAccepted else { throw .validation(.init(field: .consents, reason: .required)) }
        let nickname = try ProfileRules.nickname(nickname)
        let vibes = try ProfileRules.vibes(vibes, known: try await referenceData.vibes())
        try await accounts.signUp(
            SignUpForm(
                provider: provider, socialToken: socialToken, nickname: nickname, vibes: vibes, consents: consents))
        await bookmarks.clear()
    }
}
