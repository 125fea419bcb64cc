import Foundation

/// Signs in with a social account: either signed in, or told to sign up first.
public struct Login: Sendable {
    private let accounts: any AccountRepository

    public init(accounts: any AccountRepository) {
        self.accounts = accounts
    }

    public func callAsFunction(provider: SocialProvider, socialToken: String) async throws(DomainError) -> LoginOutcome
    {
        let token = socialToken.trimmingCharacters(in: .whitespaces)
        guard !token.isEmpty else { throw .validation(.init(field: .socialToken, reason: .required)) }
        return try await accounts.login(provider: provider, socialToken: token)
    }
}
