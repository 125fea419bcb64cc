import Foundation
import SnapFitDomain
import Testing

@testable import SnapFitPresentation

@MainActor
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
            id: id, product: Fixtures.product(id: 12), time: KoreaTime.parse("2026-06-\(day) 10:00")!, status: status)
    }

    @Test func myReservations_loadThenMore_presentsNewestFirstPageByPage() async {
        // Given: 21 bookings, so a second page of one
        let presenter = MyReservationsPresentationLogicSpy()
        var reservations = StubReservationRepository()
        reservations.onMyReservations = { page in
            (page.offset..<min(page.offset + page.limit, 21)).map { Self.summary($0 + 1, day: 10 + $0 % 9) }
        }
        let sut = MyReservationsInteractor(
            presenter: presenter, fetchMyReservations: FetchMyReservations(reservations: reservations))
        // When
        await sut.load(request: .init())
        await sut.loadMore(request: .init())
        // Then
        #expect(presenter.responses.map(\.page.count) == [20, 1])
        let times = presenter.responses[0].page.map(\.time)
        #expect(times == times.sorted(by: >))
        #expect(presenter.responses.last?.isAtEnd == true)
    }

    @Test func myReservationsPresenter_cancelledRowAndEmptyList() {
        let rows = MyReservationsPresenter.viewModel(
            for: .init(
                page: [Self.summary(3, day: 11, status: .cancelled(reason: "일정 변경"))], firstIndex: 0, isAtEnd: true),
            language: .korean)
        #expect(rows.rows.first?.statusLabel == "취소됨 (일정 변경)" && rows.rows.first?.status == .cancelled)
        let empty = MyReservationsPresenter.viewModel(
            for: .init(page: [], firstIndex: 0, isAtEnd: true), language: .english)
        #expect(empty.empty == "No reservations yet.")
    }
}
