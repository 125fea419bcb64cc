import Foundation
import ReservationsDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Testing

@testable import ReservationsPresentation

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
@Suite struct ReservationDetailSceneTests {
    @Test func detail_cancelTwice_presentsAlreadyCancelled() async {
        let presenter = ReservationDetailPresentationLogicSpy()
        var reservations = StubReservationRepository()
        reservations.onCancel = { (_, _) throws(DomainError) in throw .alreadyCancelled }
        let sut = ReservationDetailInteractor(
            presenter: presenter,
            fetchReservationDetail: FetchReservationDetail(
                reservations: reservations, products: StubProductRepository()),
            cancelReservation: CancelReservation(reservations: reservations, products: StubProductRepository()),
            fetchPricing: .stubbed())
        await sut.cancelReservation(request: .init(id: 7, reason: "일정 변경"))
        #expect(presenter.errors == [.alreadyCancelled])
    }

    @Test func detail_cancelWithoutAReasonOrWithARefusedOne_asksForIt_andStoppingSendsNothing() async {
        // Given: a repository that fails the test if a cancellation reaches it
        let presenter = ReservationDetailPresentationLogicSpy()
        let reservations = StubReservationRepository()
        let sut = ReservationDetailInteractor(
            presenter: presenter,
            fetchReservationDetail: FetchReservationDetail(
                reservations: reservations, products: StubProductRepository()),
            cancelReservation: CancelReservation(reservations: reservations, products: StubProductRepository()),
            fetchPricing: .stubbed())
        // When
        await sut.cancelReservation(request: .init(id: 7, reason: nil))
        await sut.answer(request: .text(" x "))
        await sut.answer(request: .yesNo(true))
        sut.cancel()
        sut.cancel()
        // Then: asked, refused, asked again for an answer that is no reason; stopped once
        #expect(
            presenter.reasonQuestions == [nil, .validation(.init(field: .reason, reason: .tooShort(min: 2))), nil])
        #expect(presenter.abandoned == 1)
        #expect(presenter.responses.isEmpty && presenter.errors.isEmpty)
    }

    @Test func detail_reasonAnsweredAfterTheQuestion_cancelsTheReservationAsked() async {
        let presenter = ReservationDetailPresentationLogicSpy()
        var reservations = StubReservationRepository()
        reservations.onCancel = { id, reason in
            #expect(id == 7 && reason == "일정 변경")
            return Fixtures.reservation()
        }
        var products = StubProductRepository()
        products.onProduct = { _ in .fixture() }
        let sut = ReservationDetailInteractor(
            presenter: presenter,
            fetchReservationDetail: FetchReservationDetail(
                reservations: reservations, products: StubProductRepository()),
            cancelReservation: CancelReservation(reservations: reservations, products: products),
            fetchPricing: .stubbed())
        await sut.cancelReservation(request: .init(id: 7, reason: nil))
        await sut.answer(request: .text("일정 변경"))
        sut.cancel()
        #expect(presenter.responses.map(\.cancelled) == [true] && presenter.abandoned == 0)
        // The cancelled booking keeps its length, read from the product's options.
        #expect(presenter.responses.map(\.reservation.optionMinutes) == [60])
    }

    @Test func detail_presenter_showsTheTotalOfTheDetailRule() {
        let viewModel = ReservationDetailPresenter.viewModel(
            for: .init(reservation: Fixtures.reservation(), cancelled: true), language: .korean)
        #expect(viewModel.reservation.totalLabel == "160,000원")
        #expect(viewModel.reservation.optionLabel == "120,000원 (촬영 시간은 알 수 없음)")
        #expect(viewModel.reservation.additionalPeopleLabel == "추가 인원 2명 × 20,000원")
        #expect(viewModel.reservation.timeLabel == "2026-06-10 14:00 (KST)")
        #expect(viewModel.message == "예약을 취소했습니다.")
    }
}
