import SnapFitDomain
import SnapFitFixtures

/// DEV: accounts in memory over the seeded users (`dev-customer`, `dev-maker`, …); any other social token
/// must sign up first. No tokens exist in DEV, so a signed-in session carries placeholders that are never sent.
public struct MockAccountRepository: AccountRepository {
    private let state: MockAccountState

    public init(catalog: SeedCatalog) {
        self.init(state: MockAccountState(catalog: catalog))
    }

    init(state: MockAccountState) {
        self.state = state
    }

    public func login(provider: SocialProvider, socialToken: String) async throws(DomainError) -> LoginOutcome {
        try await state.login(provider: provider, socialId: socialToken)
    }

    public func signUp(_ form: SignUpForm) async throws(DomainError) {
        try await state.signUp(
            provider: form.provider, socialId: form.socialToken, nickname: form.nickname, vibes: form.vibes)
    }

    public func currentSession() async -> Session? {
        await state.isSignedIn ? Session(accessToken: "dev", refreshToken: "dev") : nil
    }

    public func profile() async throws(DomainError) -> User {
        try await state.profile()
    }

    public func updateProfile(nickname: String, vibes: [String]) async throws(DomainError) -> User {
        try await state.update(nickname: nickname, vibes: vibes)
    }

    public func logout() async throws(DomainError) {
        await state.signOut()
    }

    public func withdraw() async throws(DomainError) {
        try await state.withdraw()
    }
}
