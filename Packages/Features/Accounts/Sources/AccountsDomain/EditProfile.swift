import SnapFitDomain

/// Changes the nickname and vibes (either may be left out). The server cannot keep the current nickname, so an
/// unchanged one is refused up front with `.nicknameUnchanged` rather than the server's confusing "nickname in use".
public struct EditProfile: Sendable {
    private let accounts: any AccountRepository
    private let referenceData: any ReferenceDataRepository

    public init(accounts: any AccountRepository, referenceData: any ReferenceDataRepository) {
        self.accounts = accounts
        self.referenceData = referenceData
    }

    /// A nickname or vibes left out (`nil`) keep their current value, read with the same profile request that
    /// checks the nickname changed.
    public func callAsFunction(nickname: String?, vibes: [String]?) async throws(DomainError) -> User {
        var newNickname: String?
        if let nickname { newNickname = try ProfileRules.nickname(nickname) }
        var newVibes: [String]?
        if let vibes { newVibes = try ProfileRules.vibes(vibes, known: try await referenceData.vibes()) }
        let current = try await accounts.profile()
        let finalNickname = newNickname ?? current.nickname
        let finalVibes = newVibes ?? current.vibes.map(\.name)
        guard current.nickname != finalNickname else { throw .nicknameUnchanged }
        return try await accounts.updateProfile(nickname: finalNickname, vibes: finalVibes)
    }
}
