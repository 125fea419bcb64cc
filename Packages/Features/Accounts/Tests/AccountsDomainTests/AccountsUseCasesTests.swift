import AccountsDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

/// The feature's use cases over the kernel factory's ports share its place in a list: a new user starts without it.
@Suite struct AccountsUseCasesTests {
    @Test func loginAndWithdrawal_forgetTheKernelsPlaceInAList() async throws {
        // Given
        var accounts = StubAccountRepository.signedIn(as: .fixture())
        accounts.onLogin = { _, _ in .signedIn }
        accounts.onWithdraw = {}
        let bookmarks = SpyListBookmarkStore()
        let sut = AccountsUseCases(.stubbed(accounts: accounts, bookmarks: bookmarks))
        // When
        _ = try await sut.makeLogin()(provider: .kakao, socialToken: "known")
        try await sut.makeWithdraw()()
        // Then
        #expect(bookmarks.clears == 2)
    }
}
