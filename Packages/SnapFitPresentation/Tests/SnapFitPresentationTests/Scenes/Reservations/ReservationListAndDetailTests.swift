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
final class ReservationDetailPresentationLogicSpy: ReservationDetailPresentationLogic {
    private(set) var responses: [ReservationDetailScene.Response] = []
    private(set) var reasonQuestions: [DomainError?] = []
    private(set) var abandoned = 0
    private(set) var errors: [DomainError] = []

    func presentReservation(response: ReservationDetailScene.Response) { responses.append(response) }
    func presentReasonQuestion(refusal: DomainError?) { reasonQuestions.append(refusal) }
    func presentCancellationAbandoned() { abandoned += 1 }
    func presentError(_ error: DomainError) { errors.append(error) }
}

@MainActor
@Suite struct ReservationListAndDetailTests {
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

    @Test func detail_cancelTwice_presentsAlreadyCancelled() async {
        let presenter = ReservationDetailPresentationLogicSpy()
        var reservations = StubReservationRepository()
        reservations.onCancel = { (_, _) throws(DomainError) in throw .alreadyCancelled }
        let sut = ReservationDetailInteractor(
            presenter: presenter, fetchReservationDetail: FetchReservationDetail(reservations: reservations),
            cancelReservation: CancelReservation(reservations: reservations))
        await sut.cancel(request: .init(id: 7, reason: "일정 변경"))
        #expect(presenter.errors == [.alreadyCancelled])
    }

    @Test func detail_cancelWithoutAReasonOrWithARefusedOne_asksForIt_andSendsNothing() async {
        // Given: a repository that fails the test if a cancellation reaches it
        let presenter = ReservationDetailPresentationLogicSpy()
        let reservations = StubReservationRepository()
        let sut = ReservationDetailInteractor(
            presenter: presenter, fetchReservationDetail: FetchReservationDetail(reservations: reservations),
            cancelReservation: CancelReservation(reservations: reservations))
        // When
        await sut.cancel(request: .init(id: 7, reason: nil))
        await sut.cancel(request: .init(id: 7, reason: " x "))
        await sut.abandonCancellation()
        // Then
        #expect(presenter.reasonQuestions == [nil, .validation(.init(field: .reason, reason: .tooShort(min: 2)))])
        #expect(presenter.abandoned == 1)
        #expect(presenter.responses.isEmpty && presenter.errors.isEmpty)
    }

    @Test func detail_presenter_showsTheTotalOfTheDetailRule() {
        let viewModel = ReservationDetailPresenter.viewModel(
            for: .init(reservation: Fixtures.reservation(), cancelled: true), language: .korean)
        #expect(viewModel.reservation.totalLabel == "160,000원")
        #expect(viewModel.reservation.optionLabel == "기본 120,000원")
        #expect(viewModel.reservation.additionalPeopleLabel == "추가 인원 2명 × 20,000원")
        #expect(viewModel.reservation.timeLabel == "2026-06-10 14:00 (KST)")
        #expect(viewModel.message == "예약을 취소했습니다.")
    }
}
