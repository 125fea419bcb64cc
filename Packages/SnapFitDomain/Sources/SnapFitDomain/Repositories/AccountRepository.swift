/// The user's account and signed-in session. Implementations keep the session themselves.
public protocol AccountRepository: Sendable {
    /// Signs in with a social token; `.needsSignUp` when no SnapFit account exists for it.
    func login(provider: SocialProvider, socialToken: String) async throws(DomainError) -> LoginOutcome
    /// Creates the account and signs it in.
    func signUp(_ form: SignUpForm) async throws(DomainError)
    /// The stored session, if any; no request is made.
    func currentSession() async -> Session?
    /// The signed-in user's profile.
    func profile() async throws(DomainError) -> User
    /// The signed-in user's id. It never changes while a session lasts, so an implementation may ask for it once
    /// per session (it is then not a check that the session is still alive); by default it is the profile's.
    func signedInUserID() async throws(DomainError) -> Int
    /// Replaces the nickname and vibes; the nickname must differ from the current one.
    func updateProfile(nickname: String, vibes: [String]) async throws(DomainError) -> User
    /// Ends the session; it is forgotten locally even when the server cannot be told.
    func logout() async throws(DomainError)
    /// Withdraws the account and forgets the session.
    func withdraw() async throws(DomainError)
}

extension AccountRepository {
    /// The profile's id, asked for each time.
    public func signedInUserID() async throws(DomainError) -> Int {
        try await profile().id
    }
}
