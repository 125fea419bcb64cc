import SnapFitDomain
import Testing

@Suite struct FetchMyPageTests {
    @Test(.timeLimit(.minutes(1)))
    func fetch_loadsProfileAndBothCountsConcurrently() async throws {
        // Given: each source waits until all three have been asked, so a sequential load would never finish
        let latch = Latch(count: 3)
        let accounts = StubAccountRepository()
        accounts.onProfile {
            await latch.arriveAndWait()
            return .fixture()
        }
        let likes = StubLikeRepository {
            await latch.arriveAndWait(); return 12
        }
        let reservations = StubReservationRepository {
            await latch.arriveAndWait(); return 3
        }
        let sut = FetchMyPage(accounts: accounts, likes: likes, reservations: reservations)
        // When
        let page = try await sut()
        // Then
        #expect(page == MyPage(user: .fixture(), likeCount: 12, reservationCount: 3))
    }

    @Test func fetch_aCountFails_reportsThatError() async {
        let accounts = StubAccountRepository()
        accounts.onProfile { .fixture() }
        let likes = StubLikeRepository { () throws(DomainError) in throw .sessionExpired }
        let reservations = StubReservationRepository { 0 }
        let sut = FetchMyPage(accounts: accounts, likes: likes, reservations: reservations)
        await #expect(throws: DomainError.sessionExpired) { try await sut() }
    }
}
