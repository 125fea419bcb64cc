import SnapFitDomain
import Testing

/// An `AccountRepository` whose every call fails the test unless the test sets its behaviour.
struct StubAccountRepository: AccountRepository {
    var onLogin: @Sendable (SocialProvider, String) async throws(DomainError) -> LoginOutcome = {
        (_, _) throws(DomainError) in throw unexpected("login")
    }

    func login(provider: SocialProvider, socialToken: String) async throws(DomainError) -> LoginOutcome {
        try await onLogin(provider, socialToken)
    }
    func signUp(_ form: SignUpForm) async throws(DomainError) { throw unexpected("signUp") }
    func currentSession() async -> Session? {
        Issue.record("currentSession() was not expected")
        return nil
    }
    func profile() async throws(DomainError) -> User { throw unexpected("profile") }
    func updateProfile(nickname: String, vibes: [String]) async throws(DomainError) -> User {
        throw unexpected("updateProfile")
    }
    func logout() async throws(DomainError) { throw unexpected("logout") }
    func withdraw() async throws(DomainError) { throw unexpected("withdraw") }
}

private func unexpected(_ call: String) -> DomainError {
    Issue.record("\(call) was not expected")
    return .invalidResponse(detail: "unexpected call")
}
