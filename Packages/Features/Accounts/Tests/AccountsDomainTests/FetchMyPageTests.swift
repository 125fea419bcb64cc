import AccountsDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@Suite struct FetchMyPageTests {
    @Test(.timeLimit(.minutes(1)))
    func fetch_loadsProfileAndBothCountsConcurrently() async throws {
        // Given: each source waits until all three have been asked, so a sequential load would never finish
        let latch = Rendezvous(count: 3)
        var accounts = StubAccountRepository()
        accounts.onProfile = {
            await latch.arriveAndWait()
            return .fixture()
        }
        var likes = StubLikeRepository()
        likes.onLikeCount = {
            await latch.arriveAndWait()
            return 12
        }
        var reservations = StubReservationRepository()
        reservations.onReservationCount = {
            await latch.arriveAndWait()
            return 3
        }
        let sut = FetchMyPage(accounts: accounts, likes: likes, reservations: reservations)
        // When
        let page = try await sut()
        // Then
        #expect(page == MyPage(user: .fixture(), likeCount: 12, reservationCount: 3))
    }

    @Test func fetch_aCountFails_reportsThatError() async {
        var accounts = StubAccountRepository()
        accounts.onProfile = { .fixture() }
        var likes = StubLikeRepository()
        likes.onLikeCount = { () throws(DomainError) in throw .sessionExpired }
        var reservations = StubReservationRepository()
        reservations.onReservationCount = { 0 }
        let sut = FetchMyPage(accounts: accounts, likes: likes, reservations: reservations)
        await #expect(throws: DomainError.sessionExpired) { try await sut() }
    }
}
