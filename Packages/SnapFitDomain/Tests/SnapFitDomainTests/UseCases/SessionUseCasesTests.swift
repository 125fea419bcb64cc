import SnapFitDomain
import Testing

@Suite struct SessionUseCasesTests {
    @Test func login_unknownAccount_saysToSignUp() async throws {
        let accounts = StubAccountRepository()
        accounts.onLogin { _, _ in .needsSignUp }
        #expect(try await Login(accounts: accounts)(provider: .kakao, socialToken: "someone") == .needsSignUp)
    }

    @Test func login_blankToken_isRefusedWithoutAsking() async {
        let sut = Login(accounts: StubAccountRepository())
        await #expect(throws: DomainError.validation(.init(field: .socialToken, reason: .required))) {
            try await sut(provider: .apple, socialToken: "  ")
        }
    }

    @Test func restore_noStoredSession_isSignedOut() async {
        let sut = RestoreSession(accounts: StubAccountRepository())
        await #expect(throws: DomainError.signedOut) { try await sut() }
    }

    @Test func restore_storedSession_loadsTheProfile() async throws {
        let accounts = StubAccountRepository()
        accounts.setSession(Session(accessToken: "a", refreshToken: "r"))
        accounts.onProfile { .fixture(role: .maker) }
        #expect(try await RestoreSession(accounts: accounts)().role == .maker)
    }

    @Test func logout_noSession_isSignedOutWithoutAsking() async {
        let accounts = StubAccountRepository()
        await #expect(throws: DomainError.signedOut) { try await Logout(accounts: accounts)() }
        #expect(accounts.logouts == 0)
    }

    @Test func logout_storedSession_endsIt() async throws {
        let accounts = StubAccountRepository()
        accounts.setSession(Session(accessToken: "a", refreshToken: "r"))
        try await Logout(accounts: accounts)()
        #expect(accounts.logouts == 1)
        #expect(await accounts.currentSession() == nil)
    }
}
