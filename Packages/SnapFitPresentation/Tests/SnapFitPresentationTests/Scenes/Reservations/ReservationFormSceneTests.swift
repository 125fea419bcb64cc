import Foundation
import SnapFitDomain
import Synchronization
import Testing

@testable import SnapFitPresentation

@MainActor
final class ReservationFormPresentationLogicSpy: ReservationFormPresentationLogic {
    private(set) var products: [ProductDetail] = []
    private(set) var accepted = 0
    private(set) var quotes: [ReservationFormScene.Quote.Response] = []
    private(set) var booked: [BookingOutcome] = []
    private(set) var errors: [DomainError] = []

    func presentProduct(response: ReservationFormScene.LoadProduct.Response) { products.append(response.product) }
    func presentFieldsAccepted() { accepted += 1 }
    func presentQuote(response: ReservationFormScene.Quote.Response) { quotes.append(response) }
    func presentBooked(response: ReservationConfirmationScene.Response) { booked.append(response.outcome) }
    func presentError(_ error: DomainError) { errors.append(error) }
}

@MainActor
final class ReservationFormDisplayLogicSpy: ReservationFormDisplayLogic {
    private(set) var errors: [(ErrorViewModel, String?)] = []
    private(set) var quotes: [ReservationFormScene.Quote.ViewModel] = []
    private(set) var booked: [ReservationConfirmationScene.ViewModel] = []

    func displayProduct(viewModel: ReservationFormScene.LoadProduct.ViewModel) {}
    func displayFieldsAccepted() {}
    func displayQuote(viewModel: ReservationFormScene.Quote.ViewModel) { quotes.append(viewModel) }
    func displayBooked(viewModel: ReservationConfirmationScene.ViewModel) { booked.append(viewModel) }
    func displayError(viewModel: ErrorViewModel, field: String?) { errors.append((viewModel, field)) }
}

@MainActor
@Suite struct ReservationFormSceneTests {
    private nonisolated static let now = KoreaTime.parse("2026-06-01 00:00")!
    private static let draft = ReservationDraft(
        productID: 12, optionMinutes: 60, time: "2026-06-10 14:00", people: 3, email: "me@snapfit.kr", phone: nil,
        place: "한강공원")
    private let presenter = ReservationFormPresentationLogicSpy()

    private func makeSUT(
        reservations: StubReservationRepository = StubReservationRepository()
    ) -> ReservationFormInteractor {
        var products = StubProductRepository()
        products.onProduct = { _ in Fixtures.detail }
        return ReservationFormInteractor(
            presenter: presenter,
            makeReservation: MakeReservation(products: products, reservations: reservations, now: { Self.now }))
    }

    @Test func check_pastTime_isRefusedNamingTheTimeField() async {
        var draft = Self.draft
        draft.time = "2026-05-01 10:00"
        await makeSUT().check(request: .init(draft: draft))
        #expect(presenter.errors == [.validation(.init(field: .time, reason: .notInFuture))])
    }

    @Test func quote_showsTheTotalWithoutBooking() async throws {
        await makeSUT().quote(request: .init(draft: Self.draft))
        let quote = try #require(presenter.quotes.first)
        let viewModel = ReservationFormPresenter.quote(quote, language: .korean)
        #expect(viewModel.totalPrice == 120_000 + 20_000 * 2)
        #expect(viewModel.totalLabel == "총 160,000원 (120,000원 + 20,000원 × 2명)")
        #expect(viewModel.optionLabel == "60분 · 120,000원")
    }

    @Test func submit_booked_presentsTheReservation() async {
        var reservations = StubReservationRepository()
        reservations.onCreate = { _ in Fixtures.reservation() }
        await makeSUT(reservations: reservations).submit(request: .init(draft: Self.draft))
        #expect(presenter.booked == [.booked(Fixtures.reservation(minutes: 60))])
    }

    @Test func presenterError_validation_namesTheFieldToAskAgain() {
        let display = ReservationFormDisplayLogicSpy()
        let sut = ReservationFormPresenter(language: .english)
        sut.display = display
        sut.presentError(.validation(.init(field: .phone, reason: .malformed("02-123"))))
        #expect(display.errors.first?.1 == "phone")
        #expect(
            display.errors.first?.0.message
                == "Phone: '02-123' is not in the right form. Use a Korean mobile number such as 010-1234-5678.")
    }

    @Test func confirmation_foundAfterLostAnswer_saysNotToBookAgain() {
        let summary = ReservationSummary(id: 9, product: Fixtures.product(id: 12), time: Self.now, status: .active)
        let viewModel = ReservationConfirmationPresenter.viewModel(
            for: .init(outcome: .foundAfterLostAnswer(summary)), language: .english)
        #expect(viewModel.foundAfterLostAnswer && viewModel.reservation == nil)
        #expect(viewModel.message.contains("do not book again"))
    }
}
