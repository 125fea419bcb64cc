/// Changes the nickname and vibes. The server cannot keep the current nickname, so an unchanged one is refused
/// up front with `.nicknameUnchanged` rather than the server's confusing "nickname in use".
public struct EditProfile: Sendable {
    private let accounts: any AccountRepository
    private let referenceData: any ReferenceDataRepository

    public init(accounts: any AccountRepository, referenceData: any ReferenceDataRepository) {
        self.accounts = accounts
        self.referenceData = referenceData
    }

    public func callAsFunction(nickname: String, vibes: [String]) async throws(DomainError) -> User {
        let nickname = try ProfileRules.nickname(nickname)
        let vibes = try ProfileRules.vibes(vibes, known: try await referenceData.vibes())
        guard try await accounts.profile().nickname != nickname else { throw .nicknameUnchanged }
        return try await accounts.updateProfile(nickname: nickname, vibes: vibes)
    }
}
