import Foundation
import ReservationsDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Synchronization
import Testing

@testable import ReservationsPresentation

final class ReservationFormPresentationLogicSpy: ReservationFormPresentationLogic {
    private(set) var products: [ProductDetail] = []
    private(set) var questions: [ReservationFormScene.Question.Response] = []
    private(set) var quotes: [ReservationFormScene.Quote.Response] = []
    private(set) var booked: [BookingOutcome] = []
    private(set) var cancelled = 0
    private(set) var errors: [DomainError] = []

    /// The steps asked, in order.
    var steps: [ReservationFormScene.Question.Step] { questions.map(\.step) }

    func presentProduct(response: ReservationFormScene.LoadProduct.Response) { products.append(response.product) }
    func presentQuestion(response: ReservationFormScene.Question.Response) { questions.append(response) }
    func presentQuote(response: ReservationFormScene.Quote.Response) { quotes.append(response) }
    func presentBooked(response: ReservationFormScene.Booked.Response) { booked.append(response.outcome) }
    func presentCancelled() { cancelled += 1 }
    func presentError(_ error: DomainError) { errors.append(error) }
}

final class ReservationFormDisplayLogicSpy: ReservationFormDisplayLogic {
    private(set) var questions: [ReservationFormScene.Question.ViewModel] = []
    private(set) var errors: [ErrorViewModel] = []

    func displayProduct(viewModel: ReservationFormScene.LoadProduct.ViewModel) {}
    func displayQuestion(viewModel: ReservationFormScene.Question.ViewModel) { questions.append(viewModel) }
    func displayQuote(viewModel: ReservationFormScene.Quote.ViewModel) {}
    func displayBooked(viewModel: ReservationFormScene.Booked.ViewModel) {}
    func displayError(viewModel: ErrorViewModel) { errors.append(viewModel) }
}

/// What the stub backend behind a booking form saw: product fetches and booking requests.
final class BookingBackendRecorder: Sendable {
    let productFetches = Mutex(0)
    let sent = Mutex<[ReservationRequest]>([])
    /// The customer's bookings already made.
    let existing = Mutex<[ReservationSummary]>([])
}

@MainActor
@Suite struct ReservationFormSceneTests {
    private nonisolated static let now = KoreaTime.parse("2026-06-01 00:00")!
    private static let answers: [BookingField: String] = [
        .option: "60", .time: "2026-06-10 14:00", .people: "3", .email: "me@snapfit.kr", .phone: "",
        .place: "한강공원",
    ]
    private let presenter = ReservationFormPresentationLogicSpy()
    private let backend = BookingBackendRecorder()

    private func makeSUT(pricing: FetchPricing = .stubbed()) -> ReservationFormInteractor {
        var products = StubProductRepository()
        products.onProduct = { [backend] _ in
            backend.productFetches.withLock { $0 += 1 }
            return ProductDetail.fixture()
        }
        var reservations = StubReservationRepository()
        reservations.onMyReservations = { [backend] _ in backend.existing.withLock { $0 } }
        reservations.onCreate = { [backend] request in
            backend.sent.withLock { $0.append(request) }
            return Fixtures.reservation()
        }
        return ReservationFormInteractor(
            presenter: presenter,
            makeReservation: MakeReservation(products: products, reservations: reservations, now: { Self.now }),
            fetchPricing: pricing)
    }

    @Test func start_withEveryAnswer_showsTheTotalAndAsksToConfirm_thenBooksExactlyThat_fetchingTheProductOnce()
        async throws
    {
        // Given
        let sut = makeSUT()
        // When
        await sut.start(request: .init(productID: 12, answers: Self.answers))
        await sut.answer(request: .yesNo(true))
        // Then
        #expect(presenter.steps == [.confirm])
        let quote = try #require(presenter.quotes.first)
        #expect(backend.sent.withLock { $0 } == [quote.request])
        #expect(presenter.booked == [.booked(Fixtures.reservation(minutes: 60))])
        #expect(backend.productFetches.withLock { $0 } == 1)
    }

    @Test func start_withoutAnswers_asksEachFieldInOrder_checkingEachWhenItIsEntered() async {
        // Given
        let sut = makeSUT()
        // When: a wrong email is refused at once, before the phone is asked
        await sut.start(request: .init(productID: 12))
        for field in BookingField.allCases {
            if field == .email { await sut.answer(request: .text("not-an-email")) }
            await sut.answer(request: .text(Self.answers[field] ?? ""))
        }
        // Then
        #expect(
            presenter.steps == [
                .field(.option), .field(.time), .field(.people), .field(.email), .field(.email), .field(.phone),
                .field(.place), .confirm,
            ])
        #expect(
            presenter.questions.map(\.refusal) == [
                nil, nil, nil, nil, .validation(.init(field: .email, reason: .malformed("not-an-email"))), nil, nil,
                nil,
            ])
        #expect(presenter.quotes.count == 1)
        #expect(backend.productFetches.withLock { $0 } == 1)
    }

    @Test func refusedAnswerGivenUpFront_isAskedAgain_andTheOthersAreKept() async {
        // Given: an option the product does not have, and a time in the past
        var answers = Self.answers
        answers[.option] = "45"
        answers[.time] = "2026-05-01 10:00"
        let sut = makeSUT()
        // When
        await sut.start(request: .init(productID: 12, answers: answers))
        await sut.answer(request: .text("30"))
        await sut.answer(request: .text("2026-06-10 14:00"))
        // Then
        #expect(presenter.steps == [.field(.option), .field(.time), .confirm])
        #expect(
            presenter.questions.first?.refusal
                == .validation(.init(field: .option, reason: .unknown("45", known: ["30", "60"]))))
        #expect(presenter.questions[1].refusal == .validation(.init(field: .time, reason: .notInFuture)))
        #expect(presenter.quotes.first?.request.option == PriceOption(minutes: 30, price: 70_000))
    }

    @Test(arguments: [BookingField.option, .email, .place])
    func cancel_atAnyStep_endsTheFlowWithoutBooking(at field: BookingField) async {
        // Given
        let sut = makeSUT()
        await sut.start(request: .init(productID: 12))
        for answered in BookingField.allCases.prefix(while: { $0 != field }) {
            await sut.answer(request: .text(Self.answers[answered] ?? ""))
        }
        // When
        sut.cancel()
        await sut.answer(request: .text("late answer"))
        // Then
        #expect(presenter.cancelled == 1)
        #expect(presenter.steps.last == .field(field))
        #expect(backend.sent.withLock { $0 }.isEmpty)
    }

    @Test func noToTheConfirmation_cancels_andNothingIsSent() async {
        // Given
        let sut = makeSUT()
        await sut.start(request: .init(productID: 12, answers: Self.answers))
        // When
        await sut.answer(request: .yesNo(false))
        // Then
        #expect(presenter.cancelled == 1)
        #expect(backend.sent.withLock { $0 }.isEmpty)
    }

    @Test func productThatCannotBeLoaded_endsTheFlowWithTheError() async {
        // Given
        var products = StubProductRepository()
        products.onProduct = { _ throws(DomainError) in throw .productNotFound }
        let sut = ReservationFormInteractor(
            presenter: presenter,
            makeReservation: MakeReservation(products: products, reservations: StubReservationRepository()),
            fetchPricing: .stubbed())
        // When
        await sut.start(request: .init(productID: 99, answers: Self.answers))
        // Then
        #expect(presenter.errors == [.productNotFound])
        #expect(presenter.questions.isEmpty)
    }

    @Test func quote_showsTheTotalWithoutBooking() async throws {
        await makeSUT().start(request: .init(productID: 12, answers: Self.answers))
        let quote = try #require(presenter.quotes.first)
        let viewModel = ReservationFormPresenter.quote(quote, language: .korean)
        #expect(viewModel.totalPrice == 120_000 + 20_000 * 2)
        #expect(viewModel.totalLabel == "총 160,000원 (120,000원 + 20,000원 × 2명)")
        #expect(viewModel.optionLabel == "60분 · 120,000원")
        #expect(backend.sent.withLock { $0 }.isEmpty)
    }

    @Test func inDollars_theQuoteIsConvertedButTheBookingIsTheWonAmount() async throws {
        let sut = makeSUT(pricing: .stubbed(currency: .usd, rates: .fixture))
        await sut.start(request: .init(productID: 12, answers: Self.answers))
        let quote = ReservationFormPresenter.quote(try #require(presenter.quotes.first), language: .english)
        #expect(quote.totalLabel == "Total $115.94 ($86.96 + $14.49 × 2 more)")
        #expect(quote.totalPrice == 160_000 && quote.totalConverted == ConvertedPrice(115.94, currency: .usd))
        await sut.answer(request: .yesNo(true))
        #expect(backend.sent.withLock { $0 }.map(\.option.price) == [120_000])
    }

    @Test(arguments: [Language.english, .korean])
    func quote_withoutAPerPersonPrice_isTheOptionAlone_withNoTimesZero(language: Language) throws {
        // Given: three people on a product without a per-person price, shown in dollars
        let request = ReservationRequest(
            productID: 12, makerID: 2, option: PriceOption(minutes: 60, price: 120_000), additionalPeople: 2,
            personPrice: 0, place: "서울숲", time: try #require(KoreaTime.parse("2031-01-02 09:30")),
            email: "me@snapfit.kr", phone: nil)
        // When
        let quote = ReservationFormPresenter.quote(
            .init(product: .fixture(), request: request, pricing: .converted(to: .usd, at: .fixture)),
            language: language)
        // Then
        #expect(quote.totalLabel == language.pick("총 $86.96", "Total $86.96"))
        #expect(quote.totalPrice == 120_000)
    }

    @Test func ratesThatCannotBeHad_leaveTheQuoteInWon() async throws {
        await makeSUT(pricing: .stubbed(currency: .usd)).start(request: .init(productID: 12, answers: Self.answers))
        let quote = ReservationFormPresenter.quote(try #require(presenter.quotes.first), language: .korean)
        #expect(quote.totalLabel == "총 160,000원 (120,000원 + 20,000원 × 2명)" && quote.totalConverted == nil)
    }

    @Test func presenterQuestion_wordsTheFieldAndWhyItsLastAnswerWasRefused() {
        let display = ReservationFormDisplayLogicSpy()
        let sut = ReservationFormPresenter(language: .english)
        sut.display = display
        sut.presentQuestion(
            response: .init(
                step: .field(.phone), refusal: .validation(.init(field: .phone, reason: .malformed("02-123")))))
        let question = display.questions.first
        #expect(question?.prompt == "Phone (leave empty to skip): ")
        #expect(question?.isOptional == true)
        #expect(
            question?.refusal?.message
                == "Phone: '02-123' is not in the right form. Use a Korean mobile number such as 010-1234-5678.")
    }

    @Test func confirmation_foundAfterLostAnswer_saysNotToBookAgain() {
        let summary = ReservationSummary(
            id: 9, product: ProductSummary.fixture(id: 12), time: Self.now, status: .active)
        let viewModel = ReservationFormPresenter.booked(
            .init(outcome: .foundAfterLostAnswer(summary)), language: .english)
        #expect(viewModel.foundAfterLostAnswer && viewModel.reservation == nil)
        #expect(viewModel.message.contains("do not book again"))
    }

    @Test func aBookingOfTheSameProductAndTime_isAskedAboutAgain_unlessAcceptedUpFront() async throws {
        // Given: the customer already booked product 12 at that time
        let time = try #require(KoreaTime.parse("2026-06-10 14:00"))
        backend.existing.withLock {
            $0 = [ReservationSummary(id: 4, product: ProductSummary.fixture(id: 12), time: time, status: .active)]
        }
        let display = ReservationFormDisplayLogicSpy()
        let presenter = ReservationFormPresenter(language: .english)
        presenter.display = display
        let sut = ReservationFormInteractor(
            presenter: presenter,
            makeReservation: MakeReservation(
                products: {
                    var stub = StubProductRepository(); stub.onProduct = { _ in ProductDetail.fixture() }; return stub
                }(),
                reservations: {
                    var stub = StubReservationRepository()
                    stub.onMyReservations = { [backend] _ in backend.existing.withLock { $0 } }
                    return stub
                }(), now: { Self.now }), fetchPricing: .stubbed())
        // When
        await sut.start(request: .init(productID: 12, answers: Self.answers))
        await sut.start(request: .init(productID: 12, answers: Self.answers, acceptsWarnings: true))
        // Then: a yes or no with why, which running a script cannot answer; accepted up front, a plain confirmation
        #expect(display.questions.map(\.kind) == [.yesNo, .confirm])
        #expect(display.questions.first?.note == "You already booked this product at this time (reservation 4).")
        #expect(display.questions.first?.prompt == "Book it anyway?")
    }
}
