import SnapFitDomain
import Testing

@Suite struct SessionUseCasesTests {
    @Test func login_unknownAccount_saysToSignUp() async throws {
        let accounts = StubAccountRepository()
        accounts.onLogin { _, _ in .needsSignUp }
        #expect(
            try await Login(accounts: accounts, bookmarks: SpyListBookmarkStore())(
                provider: .kakao, socialToken: "someone") == .needsSignUp)
    }

    @Test func login_blankToken_isRefusedWithoutAsking() async {
        let sut = Login(accounts: StubAccountRepository(), bookmarks: SpyListBookmarkStore())
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
        let bookmarks = SpyListBookmarkStore()
        await #expect(throws: DomainError.signedOut) { try await Logout(accounts: accounts, bookmarks: bookmarks)() }
        #expect(accounts.logouts == 0)
        #expect(bookmarks.clears == 0)
    }

    @Test func logout_storedSession_endsIt() async throws {
        let accounts = StubAccountRepository()
        accounts.setSession(Session(accessToken: "a", refreshToken: "r"))
        let bookmarks = SpyListBookmarkStore()
        try await Logout(accounts: accounts, bookmarks: bookmarks)()
        #expect(accounts.logouts == 1)
        #expect(await accounts.currentSession() == nil)
        #expect(bookmarks.clears == 1)
    }

    @Test func login_signedIn_forgetsThePlaceInTheLastList_butNotWhenToldToSignUp() async throws {
        // Given
        let accounts = StubAccountRepository()
        accounts.onLogin { _, token in token == "known" ? .signedIn : .needsSignUp }
        let bookmarks = SpyListBookmarkStore()
        let sut = Login(accounts: accounts, bookmarks: bookmarks)
        // When
        _ = try await sut(provider: .kakao, socialToken: "unknown")
        _ = try await sut(provider: .kakao, socialToken: "known")
        // Then
        #expect(bookmarks.clears == 1)
    }
}
