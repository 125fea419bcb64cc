import AccountsDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Synchronization
import Testing

@testable import AccountsPresentation

final class MyPagePresentationLogicSpy: MyPagePresentationLogic {
    private(set) var pages: [MyPage] = []
    private(set) var loggedOut: [MyPageScene.Logout.Response] = []
    private(set) var withdrawn: [Bool] = []
    private(set) var withdrawalQuestions = 0
    private(set) var errors: [DomainError] = []

    func presentMyPage(response: MyPageScene.Load.Response) { pages.append(response.page) }
    func presentLoggedOut(response: MyPageScene.Logout.Response) { loggedOut.append(response) }
    func presentWithdrawalQuestion() { withdrawalQuestions += 1 }
    func presentWithdrawn(withdrawn: Bool) { self.withdrawn.append(withdrawn) }
    func presentError(_ error: DomainError) { errors.append(error) }
}

@MainActor
@Suite struct MyPageInteractorTests {
    private let presenter = MyPagePresentationLogicSpy()

    private func makeSUT(
        accounts: StubAccountRepository, likes: StubLikeRepository = StubLikeRepository(),
        reservations: StubReservationRepository = StubReservationRepository()
    ) -> MyPageInteractor {
        MyPageInteractor(
            presenter: presenter,
            fetchMyPage: FetchMyPage(accounts: accounts, likes: likes, reservations: reservations),
            logout: Logout(accounts: accounts, bookmarks: SpyListBookmarkStore()),
            withdraw: Withdraw(accounts: accounts, bookmarks: SpyListBookmarkStore()))
    }

    @Test func load_signedIn_presentsTheProfileWithBothCounts() async {
        // Given
        var likes = StubLikeRepository()
        likes.onLikeCount = { 3 }
        var reservations = StubReservationRepository()
        reservations.onReservationCount = { 1 }
        let sut = makeSUT(accounts: .signedIn(as: Fixtures.maker), likes: likes, reservations: reservations)
        // When
        await sut.load(request: .init())
        // Then
        #expect(presenter.pages == [MyPage(user: Fixtures.maker, likeCount: 3, reservationCount: 1)])
    }

    @Test func load_signedOut_presentsSignedOut() async {
        // Given: every call answers that no one is signed in
        var accounts = StubAccountRepository()
        accounts.onProfile = { () throws(DomainError) in throw .signedOut }
        var likes = StubLikeRepository()
        likes.onLikeCount = { () throws(DomainError) in throw .signedOut }
        var reservations = StubReservationRepository()
        reservations.onReservationCount = { () throws(DomainError) in throw .signedOut }
        // When
        await makeSUT(accounts: accounts, likes: likes, reservations: reservations).load(request: .init())
        // Then
        #expect(presenter.errors == [.signedOut])
        #expect(presenter.pages.isEmpty)
    }

    @Test func logout_presentsLoggedOut() async {
        let calls = Mutex(0)
        var accounts = StubAccountRepository.signedIn(as: Fixtures.customer)
        accounts.onLogout = { calls.withLock { $0 += 1 } }
        await makeSUT(accounts: accounts).logout(request: .init())
        #expect(presenter.loggedOut == [.init(wasSignedIn: true)])
        #expect(calls.withLock { $0 } == 1)
    }

    @Test func logout_withoutASession_presentsThatNoOneWasSignedIn_notAFailure() async {
        // Given
        var accounts = StubAccountRepository()
        accounts.onCurrentSession = { nil }
        // When
        await makeSUT(accounts: accounts).logout(request: .init())
        // Then
        #expect(presenter.loggedOut == [.init(wasSignedIn: false)])
        #expect(presenter.errors.isEmpty)
    }

    @Test func withdraw_serverUnreachable_presentsTheErrorAndNotWithdrawn() async {
        var accounts = StubAccountRepository()
        accounts.onWithdraw = { () throws(DomainError) in throw .unreachable }
        await makeSUT(accounts: accounts).withdraw(request: .init(confirmed: true))
        #expect(presenter.errors == [.unreachable])
        #expect(presenter.withdrawn.isEmpty)
    }

    @Test func withdraw_succeeds_presentsWithdrawn() async {
        var accounts = StubAccountRepository()
        accounts.onWithdraw = {}
        await makeSUT(accounts: accounts).withdraw(request: .init(confirmed: true))
        #expect(presenter.withdrawn == [true])
    }

    @Test func withdraw_unconfirmed_asksFirst_andNoKeepsTheAccount_withoutCallingTheServer() async {
        // Given: a repository that fails the test if withdrawal reaches it
        let sut = makeSUT(accounts: StubAccountRepository())
        // When
        await sut.withdraw(request: .init(confirmed: nil))
        await sut.answer(request: .text("maybe"))
        await sut.answer(request: .yesNo(false))
        sut.cancel()
        // Then: asked again for an answer that is no yes or no; the no keeps the account, and the flow is over
        #expect(presenter.withdrawalQuestions == 2)
        #expect(presenter.withdrawn == [false])
    }

    @Test func withdraw_askedThenCancelled_keepsTheAccount() async {
        let sut = makeSUT(accounts: StubAccountRepository())
        await sut.withdraw(request: .init(confirmed: nil))
        sut.cancel()
        #expect(presenter.withdrawn == [false])
    }

    @Test func withdraw_askedThenYes_withdraws() async {
        var accounts = StubAccountRepository()
        accounts.onWithdraw = {}
        let sut = makeSUT(accounts: accounts)
        await sut.withdraw(request: .init(confirmed: nil))
        await sut.answer(request: .yesNo(true))
        #expect(presenter.withdrawn == [true])
    }
}
