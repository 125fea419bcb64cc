import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Testing
import WatchDomain

@testable import WatchPresentation

final class WatchPresentationLogicSpy: WatchPresentationLogic {
    private(set) var bookings: [WatchScene.Bookings.Response] = []
    private(set) var likes: [WatchScene.Likes.Response] = []
    private(set) var lost: [DomainError] = []
    private(set) var errors: [DomainError] = []

    func presentBookings(response: WatchScene.Bookings.Response) { bookings.append(response) }
    func presentLikes(response: WatchScene.Likes.Response) { likes.append(response) }
    func presentLost(_ error: DomainError, nextPoll: Duration) { lost.append(error) }
    func presentError(_ error: DomainError) { errors.append(error) }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct WatchInteractorTests {
    private let presenter = WatchPresentationLogicSpy()

    private func makeSUT(
        makers: StubMakerRepository = StubMakerRepository(), liked: @escaping @Sendable () -> Bool = { false },
        clock: ManualClock,
        backoff: PollBackoff
    ) -> WatchInteractor {
        var reservations = StubReservationRepository()
        reservations.onReservation = { id in Fixtures.reservation(id: id, minutes: 60) }
        var products = StubProductRepository()
        products.onProduct = { id in
            var product = ProductDetail.fixture(id: id)
            product.isLiked = liked()
            return product
        }
        var likes = StubLikeRepository()
        likes.onLikeCount = { liked() ? 3 : 2 }
        return WatchInteractor(
            presenter: presenter,
            watchedBookings: WatchedBookings(makers: makers, reservations: reservations, products: products),
            fetchLikeStatus: FetchLikeStatus(products: products, likes: likes), fetchPricing: .stubbed(),
            clock: WatchClock(clock), backoff: backoff, draw: { 0.5 })
    }

    @Test func aChangeSoonerThanASecondAfterTheLastRedraw_isHeldForTheRestOfTheSecond() async {
        // Given: likes polled every 200 ms, redrawn at most once a second
        let clock = ManualClock()
        let liked = Recorder<Bool>()
        let sut = makeSUT(
            liked: { liked.values.last ?? false }, clock: clock,
            backoff: PollBackoff(shortest: .milliseconds(200), longest: .seconds(1), jitter: 0))
        let watch = Task { await sut.start(request: .init(subject: .likes(productID: 12))) }
        await clock.sleeping()
        #expect(presenter.likes.map(\.status.isLiked) == [false])
        // When: the product is liked elsewhere before the next poll
        liked.append(true)
        clock.advance(by: .milliseconds(200))
        await clock.sleeping()
        // Then: the redraw waits out the second, then shows the change
        #expect(presenter.likes.count == 1)
        clock.advance(by: .milliseconds(800))
        await clock.sleeping()
        #expect(presenter.likes.map(\.status.isLiked) == [false, true])
        #expect(presenter.likes.last?.previous?.likeCount == 2 && presenter.likes.last?.status.likeCount == 3)
        #expect(clock.waits == [.milliseconds(200), .milliseconds(800), .milliseconds(200)])
        watch.cancel()
        await watch.value
        #expect(presenter.errors.isEmpty)
    }

    @Test func bookings_firstAllThenOnlyChanges_aLostConnectionSaidOnce_andResumed() async {
        // Given: the rows as five polls find them; a sixth poll ends the watch as Ctrl-C does
        let polls = ScriptedReads<[Int]>([
            .success([1]), .failure(.unreachable), .failure(.timedOut), .success([1, 2]), .success([1, 2]),
        ])
        var makers = StubMakerRepository()
        makers.onMakerReservations = { (_) throws(DomainError) in
            try polls.next().map {
                ReservationSummary(
                    id: $0, product: .fixture(id: 12), time: Fixtures.reservation().time, status: .active)
            }
        }
        let sut = makeSUT(makers: makers, clock: ManualClock(advancingBySleeping: true), backoff: .standard)
        // When
        await sut.start(request: .init(subject: .makerReservations))
        // Then
        #expect(presenter.bookings.map { $0.reservations.map(\.id) } == [[1], [2, 1]])
        #expect(presenter.bookings.map(\.poll.isFirst) == [true, false])
        #expect(presenter.bookings.map(\.poll.resumed) == [false, true])
        #expect(presenter.bookings.last?.changes.added == [2])
        #expect(presenter.lost == [.unreachable])
        #expect(presenter.errors.isEmpty)
    }

    @Test func aCustomerWatchingBookings_isToldOnlyMakersMay() async {
        var makers = StubMakerRepository()
        makers.onMakerReservations = { (_) throws(DomainError) in throw .notAMaker }
        let sut = makeSUT(makers: makers, clock: ManualClock(advancingBySleeping: true), backoff: .standard)
        await sut.start(request: .init(subject: .makerReservations))
        #expect(presenter.errors == [.notAMaker])
        #expect(presenter.bookings.isEmpty)
    }
}
