import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@Suite struct RestoreSessionTests {
    @Test func restore_noStoredSession_isSignedOut() async {
        var accounts = StubAccountRepository()
        accounts.onCurrentSession = { nil }
        let sut = RestoreSession(accounts: accounts)
        await #expect(throws: DomainError.signedOut) { try await sut() }
    }

    @Test func restore_storedSession_loadsTheProfile() async throws {
        let accounts = StubAccountRepository.signedIn(as: .fixture(role: .maker))
        #expect(try await RestoreSession(accounts: accounts)().role == .maker)
    }
}
