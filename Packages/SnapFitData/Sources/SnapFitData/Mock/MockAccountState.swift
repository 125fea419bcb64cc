import SnapFitDomain
import SnapFitFixtures

/// DEV: the accounts and the signed-in user, in memory for the life of the process, following the server's
/// rules: the social token is the social id (matched with its provider), a withdrawn account can neither log in nor sign up again,
/// nicknames are unique, and the current nickname cannot be saved again.
actor MockAccountState {
    private struct Account {
        let id: Int
        let socialId: String
        let provider: String
        var nickname: String
        var vibes: [Vibe]
        let role: UserRole
        var withdrawn = false
    }

    private let knownVibes: [Vibe]
    private var accounts: [Account]
    private var signedInID: Int?

    init(catalog: SeedCatalog) {
        knownVibes = catalog.vibes.map { Vibe(id: $0.id, name: $0.name) }
        accounts = catalog.users.map { user in
            Account(
                id: user.id, socialId: user.socialId, provider: user.socialType, nickname: user.nickname,
                vibes: user.vibes.compactMap { name in catalog.vibes.first { $0.name == name } }
                    .map { Vibe(id: $0.id, name: $0.name) },
                role: user.photographer ? .maker : .customer)
        }
    }

    var isSignedIn: Bool { signedInID != nil }

    /// A user's nickname, for the reservations that name them.
    func nickname(of userID: Int) -> String {
        accounts.first { $0.id == userID }?.nickname ?? ""
    }

    /// The signed-in user's id; `.signedOut` when no one is.
    func signedInUserID() throws(DomainError) -> Int {
        accounts[try signedInIndex()].id
    }

    func login(provider: SocialProvider, socialId: String) throws(DomainError) -> LoginOutcome {
        guard let account = accounts.first(where: { $0.socialId == socialId && $0.provider == provider.rawValue })
        else { return .needsSignUp }
        guard !account.withdrawn else { throw .accountWithdrawn }
        signedInID = account.id
        return .signedIn
    }

    func signUp(provider: SocialProvider, socialId: String, nickname: String, vibes: [String]) throws(DomainError) {
        let exists = accounts.contains {
            ($0.socialId == socialId && $0.provider == provider.rawValue) || $0.nickname == nickname
        }
        guard !exists else {
            throw .accountExists
        }
        let id = (accounts.map(\.id).max() ?? 0) + 1
        accounts.append(
            Account(
                id: id, socialId: socialId, provider: provider.rawValue, nickname: nickname,
                vibes: vibeEntities(vibes), role: .customer))
        signedInID = id
    }

    func profile() throws(DomainError) -> User {
        let index = try signedInIndex()
        return user(accounts[index])
    }

    func update(nickname: String, vibes: [String]) throws(DomainError) -> User {
        let index = try signedInIndex()
        guard !accounts.contains(where: { $0.nickname == nickname }) else { throw .nicknameTaken }
        accounts[index].nickname = nickname
        accounts[index].vibes = vibeEntities(vibes)
        return user(accounts[index])
    }

    func signOut() {
        signedInID = nil
    }

    func withdraw() throws(DomainError) {
        let index = try signedInIndex()
        accounts[index].withdrawn = true
        signedInID = nil
    }

    private func signedInIndex() throws(DomainError) -> Int {
        guard let id = signedInID, let index = accounts.firstIndex(where: { $0.id == id }) else { throw .signedOut }
        return index
    }

    private func vibeEntities(_ names: [String]) -> [Vibe] {
        names.compactMap { name in knownVibes.first { $0.name == name } }
    }

    private func user(_ account: Account) -> User {
        User(id: account.id, nickname: account.nickname, vibes: account.vibes, role: account.role, profileImageURL: nil)
    }
}
