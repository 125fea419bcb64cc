import SnapFitDomain
import Testing

/// An `AccountRepository` whose every call fails the test unless the test sets its behaviour.
struct StubAccountRepository: AccountRepository {
    var onLogin: @Sendable (SocialProvider, String) async throws(DomainError) -> LoginOutcome = {
        (_, _) throws(DomainError) in throw unexpected("login")
    }
    var onSignUp: @Sendable (SignUpForm) async throws(DomainError) -> Void = { (_) throws(DomainError) in
        throw unexpected("signUp")
    }
    var onCurrentSession: @Sendable () async -> Session? = {
        Issue.record("currentSession() was not expected")
        return nil
    }
    var onProfile: @Sendable () async throws(DomainError) -> User = { () throws(DomainError) in
        throw unexpected("profile")
    }
    var onUpdateProfile: @Sendable (String, [String]) async throws(DomainError) -> User = {
        (_, _) throws(DomainError) in throw unexpected("updateProfile")
    }
    var onLogout: @Sendable () async throws(DomainError) -> Void = { () throws(DomainError) in
        throw unexpected("logout")
    }
    var onWithdraw: @Sendable () async throws(DomainError) -> Void = { () throws(DomainError) in
        throw unexpected("withdraw")
    }

    /// A repository signed in as `user`: a session exists and the profile is `user`.
    static func signedIn(as user: User) -> StubAccountRepository {
        var stub = StubAccountRepository()
        stub.onCurrentSession = { Session(accessToken: "a", refreshToken: "r") }
        stub.onProfile = { user }
        return stub
    }

    func login(provider: SocialProvider, socialToken: String) async throws(DomainError) -> LoginOutcome {
        try await onLogin(provider, socialToken)
    }
    func signUp(_ form: SignUpForm) async throws(DomainError) { try await onSignUp(form) }
    func currentSession() async -> Session? { await onCurrentSession() }
    func profile() async throws(DomainError) -> User { try await onProfile() }
    func updateProfile(nickname: String, vibes: [String]) async throws(DomainError) -> User {
        try await onUpdateProfile(nickname, vibes)
    }
    func logout() async throws(DomainError) { try await onLogout() }
    func withdraw() async throws(DomainError) { try await onWithdraw() }
}
