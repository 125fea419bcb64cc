import SnapFitDomain
import Testing

/// An `AccountRepository` whose every call fails the test unless the test sets its behaviour.
public struct StubAccountRepository: AccountRepository {
    public init() {}

    public var onLogin: @Sendable (SocialProvider, String) async throws(DomainError) -> LoginOutcome = {
        (_, _) throws(DomainError) in throw unexpected("login")
    }
    public var onSignUp: @Sendable (SignUpForm) async throws(DomainError) -> Void = { (_) throws(DomainError) in
        throw unexpected("signUp")
    }
    public var onCurrentSession: @Sendable () async -> Session? = {
        Issue.record("currentSession() was not expected")
        return nil
    }
    public var onProfile: @Sendable () async throws(DomainError) -> User = { () throws(DomainError) in
        throw unexpected("profile")
    }
    public var onUpdateProfile: @Sendable (String, [String]) async throws(DomainError) -> User = {
        (_, _) throws(DomainError) in throw unexpected("updateProfile")
    }
    public var onLogout: @Sendable () async throws(DomainError) -> Void = { () throws(DomainError) in
        throw unexpected("logout")
    }
    public var onWithdraw: @Sendable () async throws(DomainError) -> Void = { () throws(DomainError) in
        throw unexpected("withdraw")
    }

    /// A repository signed in as `user`: a session exists and the profile is `user`.
    public static func signedIn(as user: User) -> StubAccountRepository {
        var stub = StubAccountRepository()
        stub.onCurrentSession = { Session(accessToken: "a", refreshToken: "r") }
        stub.onProfile = { user }
        return stub
    }

    public func login(provider: SocialProvider, socialToken: String) async throws(DomainError) -> LoginOutcome {
        try await onLogin(provider, socialToken)
    }
    public func signUp(_ form: SignUpForm) async throws(DomainError) { try await onSignUp(form) }
    public func currentSession() async -> Session? { await onCurrentSession() }
    public func profile() async throws(DomainError) -> User { try await onProfile() }
    public func updateProfile(nickname: String, vibes: [String]) async throws(DomainError) -> User {
        try await onUpdateProfile(nickname, vibes)
    }
    public func logout() async throws(DomainError) { try await onLogout() }
    public func withdraw() async throws(DomainError) { try await onWithdraw() }
}
