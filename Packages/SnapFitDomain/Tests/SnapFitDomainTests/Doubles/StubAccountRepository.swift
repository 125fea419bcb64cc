import SnapFitDomain
import Synchronization
import Testing

/// An `AccountRepository` whose every call fails the test unless the test sets its behaviour.
/// It records the sign-up forms and profile updates it receives.
final class StubAccountRepository: AccountRepository {
    private struct Behaviour {
        var login: (@Sendable (SocialProvider, String) async throws(DomainError) -> LoginOutcome)?
        var session: Session?
        var profile: (@Sendable () async throws(DomainError) -> User)?
        var signUps: [SignUpForm] = []
        var updates: [(String, [String])] = []
        var logouts = 0
    }

    private let state = Mutex(Behaviour())

    func onLogin(_ body: @escaping @Sendable (SocialProvider, String) async throws(DomainError) -> LoginOutcome) {
        state.withLock { $0.login = body }
    }
    func onProfile(_ body: @escaping @Sendable () async throws(DomainError) -> User) {
        state.withLock { $0.profile = body }
    }
    func setSession(_ session: Session?) { state.withLock { $0.session = session } }

    var signUps: [SignUpForm] { state.withLock { $0.signUps } }
    var logouts: Int { state.withLock { $0.logouts } }
    var updates: [(nickname: String, vibes: [String])] { state.withLock { $0.updates.map { ($0.0, $0.1) } } }

    func login(provider: SocialProvider, socialToken: String) async throws(DomainError) -> LoginOutcome {
        guard let login = state.withLock({ $0.login }) else { throw Self.unexpected("login") }
        return try await login(provider, socialToken)
    }

    func signUp(_ form: SignUpForm) async throws(DomainError) {
        state.withLock { $0.signUps.append(form) }
    }

    func currentSession() async -> Session? { state.withLock { $0.session } }

    func profile() async throws(DomainError) -> User {
        guard let profile = state.withLock({ $0.profile }) else { throw Self.unexpected("profile") }
        return try await profile()
    }

    func updateProfile(nickname: String, vibes: [String]) async throws(DomainError) -> User {
        state.withLock { $0.updates.append((nickname, vibes)) }
        return User(id: 1, nickname: nickname, vibes: [], role: .customer, profileImageURL: nil)
    }

    /// Counts the call and forgets the session.
    func logout() async throws(DomainError) {
        state.withLock {
            $0.logouts += 1
            $0.session = nil
        }
    }
    func withdraw() async throws(DomainError) { throw Self.unexpected("withdraw") }

    private static func unexpected(_ call: String) -> DomainError {
        Issue.record("\(call) was not expected")
        return .invalidResponse(detail: "unexpected call")
    }
}

extension User {
    static func fixture(nickname: String = "스냅러버", role: UserRole = .customer) -> User {
        User(id: 10, nickname: nickname, vibes: [Vibe(id: 1, name: "러블리")], role: role, profileImageURL: nil)
    }
}

extension StubReferenceDataRepository {
    /// Knows the catalog's first three vibes.
    static var knowingVibes: StubReferenceDataRepository {
        var stub = StubReferenceDataRepository()
        stub.onVibes = { [Vibe(id: 1, name: "러블리"), Vibe(id: 2, name: "시크"), Vibe(id: 3, name: "키치")] }
        return stub
    }
}
