import Foundation
import ReservationsDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Testing

@testable import ReservationsPresentation

final class MyReservationsPresentationLogicSpy: MyReservationsPresentationLogic {
    private(set) var responses: [MyReservationsScene.Response] = []
    private(set) var errors: [DomainError] = []

    func presentReservations(response: MyReservationsScene.Response) { responses.append(response) }
    func presentError(_ error: DomainError) { errors.append(error) }
}

@MainActor
@Suite struct MyReservationsSceneTests {
    private nonisolated static func summary(
        _ id: Int, day: Int, status: ReservationStatus = .active
    ) -> ReservationSummary {
        ReservationSummary(
            id: id, product: ProductSummary.fixture(id: 12), time: KoreaTime.parse("2026-06-\(day) 10:00")!,
            status: status)
    }

    private let presenter = MyReservationsPresentationLogicSpy()

    /// 45 bookings: pages of 20, 20 and 5; each detail read is recorded, and `unreadable` cannot be read.
    private func makeSUT(
        detailsRead: Recorder<Int> = Recorder(), unreadable: Int? = nil
    ) -> MyReservationsInteractor {
        var reservations = StubReservationRepository()
        reservations.onMyReservations = { page in
            (page.offset..<min(page.offset + page.limit, 45)).map { Self.summary($0 + 1, day: 10 + $0 % 9) }
        }
        reservations.onReservation = { (id) throws(DomainError) in
            detailsRead.append(id)
            if id == unreadable { throw .unreachable }
            return Fixtures.reservation(id: id)
        }
        return MyReservationsInteractor(
            presenter: presenter, fetchMyReservations: FetchMyReservations(reservations: reservations),
            fetchTotals: FetchReservationTotals(reservations: reservations), fetchPricing: .stubbed())
    }

    @Test func loadThenMore_presentsEveryBookingReadSoFar_newestFirst() async {
        // When
        let sut = makeSUT()
        await sut.load(request: .init())
        await sut.loadMore(request: .init())
        // Then
        #expect(presenter.responses.map(\.reservations.count) == [20, 40])
        #expect(presenter.responses.map(\.isAtEnd) == [false, false])
        let times = presenter.responses[0].reservations.map(\.time)
        #expect(times == times.sorted(by: >))
    }

    @Test func loadThenMore_readsEachTotalOnce_andOneThatCannotBeReadIsLeftOut_untilAskedAgain() async {
        // Given
        let detailsRead = Recorder<Int>()
        let sut = makeSUT(detailsRead: detailsRead, unreadable: 3)
        // When
        await sut.load(request: .init())
        await sut.loadMore(request: .init())
        // Then: the first 20, then the next 20 and the one that could not be read
        let read = detailsRead.values
        #expect(read.count == 41 && Set(read).count == 40)
        let totals = presenter.responses[1].totals
        #expect(totals.count == 39 && totals[3] == nil && totals[1] == Fixtures.reservation(id: 1).totalPrice)
    }

    @Test func loadAll_showsTheTotalsItCouldRead_andTheRestOnTheNextShowing() async {
        // Given
        let sut = makeSUT()
        // When
        await sut.load(request: .all)
        await sut.load(request: .all)
        // Then
        #expect(presenter.responses.map(\.reservations.count) == [45, 45])
        #expect(presenter.responses.map(\.totals.count) == [FetchReservationTotals.maxCount, 45])
    }

    @Test func load_severalPages_presentsThemOnce_stoppingAtTheEnd() async {
        let sut = makeSUT()
        await sut.load(request: .all)
        #expect(presenter.responses.map(\.reservations.count) == [45])
        #expect(presenter.responses.last?.isAtEnd == true)
        await sut.loadMore(request: .init())
        #expect(presenter.responses.count == 1)
    }

    @Test func myReservationsPresenter_cancelledRowAndEmptyList() {
        let rows = MyReservationsPresenter.viewModel(
            for: .init(reservations: [Self.summary(3, day: 11, status: .cancelled(reason: "일정 변경"))], isAtEnd: true),
            language: .korean)
        #expect(rows.rows.first?.statusLabel == "취소됨 (일정 변경)" && rows.rows.first?.status == .cancelled)
        let empty = MyReservationsPresenter.viewModel(
            for: .init(reservations: [], isAtEnd: true), language: .english)
        #expect(empty.empty == "No reservations yet.")
    }

    @Test func myReservationsPresenter_aRowShowsItsTotal_whenRead() {
        let list = MyReservationsPresenter.viewModel(
            for: .init(
                reservations: [Self.summary(1, day: 10), Self.summary(2, day: 11)], isAtEnd: true,
                totals: [1: 160_000]),
            language: .english)
        #expect(list.rows.map(\.totalLabel) == ["Total: ₩160,000", nil])
        #expect(list.rows.map(\.totalPrice) == [160_000, nil])
    }

    @Test func myReservationsPresenter_aRowShowsItsProductsPicture() {
        // Given
        let product = ProductSummary.fixture(id: 12)
        let pictured = ProductSummary(
            id: product.id, title: product.title, thumbnailURL: URL(string: "https://cdn.example/12.png"),
            vibes: product.vibes, locations: product.locations, isStudio: product.isStudio,
            lowestPrice: product.lowestPrice, maker: product.maker, isLiked: product.isLiked)
        let booking = ReservationSummary(
            id: 1, product: pictured, time: KoreaTime.parse("2026-06-10 10:00")!, status: .active)
        // When
        let list = MyReservationsPresenter.viewModel(
            for: .init(reservations: [booking, Self.summary(2, day: 11)], isAtEnd: true), language: .english)
        // Then
        #expect(list.rows.map(\.thumbnail) == ["https://cdn.example/12.png", nil])
    }
}
