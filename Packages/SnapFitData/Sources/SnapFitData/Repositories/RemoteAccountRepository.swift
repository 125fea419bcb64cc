import SnapFitDomain
import SnapFitNetworking

/// REAL: the account over the SnapFit API. The session lives in `store`; `provider` must authenticate
/// with that same store so protected calls carry (and refresh) its access token.
public struct RemoteAccountRepository: AccountRepository {
    private let provider: Provider
    private let store: any CredentialStore
    private let device: any DeviceRegistering
    private let knownUser = KnownUserID()

    public init(provider: Provider, store: any CredentialStore, device: any DeviceRegistering) {
        self.provider = provider
        self.store = store
        self.device = device
    }

    public func login(provider social: SocialProvider, socialToken: String) async throws(DomainError) -> LoginOutcome {
        do {
            let tokens = try await send(AccountEndpoints.login(provider: social, socialToken: socialToken))
            await store.save(Credentials(accessToken: tokens.accessToken, refreshToken: tokens.refreshToken))
            return .signedIn
        } catch .accountNotFound {
            return .needsSignUp
        }
    }

    public func signUp(_ form: SignUpForm) async throws(DomainError) {
        let device = await device.registration()
        let body = SignUpRequestDTO(
            social: form.provider.rawValue, vibes: form.vibes, deviceType: device.type, deviceToken: device.token,
            marketing: form.consents.marketing, nickName: form.nickname)
        let tokens = try await send(AccountEndpoints.signUp(body, socialToken: form.socialToken))
        await store.save(Credentials(accessToken: tokens.accessToken, refreshToken: tokens.refreshToken))
    }

    public func currentSession() async -> Session? {
        await store.load().map { Session(accessToken: $0.accessToken, refreshToken: $0.refreshToken) }
    }

    public func profile() async throws(DomainError) -> User {
        try await send(AccountEndpoints.profile()).toDomain()
    }

    /// Asks for the profile once for each access token: a token is always the same user's.
    public func signedInUserID() async throws(DomainError) -> Int {
        let token = await store.load()?.accessToken
        if let token, let id = knownUser.id(for: token) { return id }
        let id = try await profile().id
        if let token { knownUser.remember(id, for: token) }
        return id
    }

    public func updateProfile(nickname: String, vibes: [String]) async throws(DomainError) -> User {
        try await send(AccountEndpoints.updateProfile(.init(nickName: nickname, vibes: vibes))).toDomain()
    }

    /// The server call is a courtesy: the session is forgotten here whatever it answers.
    public func logout() async throws(DomainError) {
        guard let credentials = await store.load() else { return }
        _ = try? await send(AccountEndpoints.logout(refreshToken: credentials.refreshToken))
        await store.clear()
    }

    public func withdraw() async throws(DomainError) {
        try await send(AccountEndpoints.withdraw())
        await store.clear()
    }

    private func send<E: Requestable & Responsible>(_ endpoint: E) async throws(DomainError) -> E.Response {
        try await provider.send(endpoint, overrides: AccountErrorCodes.overrides)
    }
}
