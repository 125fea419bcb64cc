import AccountsDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@Suite struct SessionUseCasesTests {
    @Test func login_unknownAccount_saysToSignUp() async throws {
        var accounts = StubAccountRepository()
        accounts.onLogin = { _, _ in .needsSignUp }
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

    @Test func logout_noSession_isSignedOutWithoutAsking() async {
        // Given: logging out is not expected
        var accounts = StubAccountRepository()
        accounts.onCurrentSession = { nil }
        let bookmarks = SpyListBookmarkStore()
        await #expect(throws: DomainError.signedOut) { try await Logout(accounts: accounts, bookmarks: bookmarks)() }
        #expect(bookmarks.clears == 0)
    }

    @Test func logout_storedSession_endsIt() async throws {
        let logouts = Recorder<Void>()
        var accounts = StubAccountRepository.signedIn(as: .fixture())
        accounts.onLogout = { logouts.append(()) }
        let bookmarks = SpyListBookmarkStore()
        try await Logout(accounts: accounts, bookmarks: bookmarks)()
        #expect(logouts.values.count == 1)
        #expect(bookmarks.clears == 1)
    }

    @Test func login_signedIn_forgetsThePlaceInTheLastList_butNotWhenToldToSignUp() async throws {
        // Given
        var accounts = StubAccountRepository()
        accounts.onLogin = { _, token in token == "known" ? .signedIn : .needsSignUp }
        let bookmarks = SpyListBookmarkStore()
        let sut = Login(accounts: accounts, bookmarks: bookmarks)
        // When
        _ = try await sut(provider: .kakao, socialToken: "unknown")
        _ = try await sut(provider: .kakao, socialToken: "known")
        // Then
        #expect(bookmarks.clears == 1)
    }
}
