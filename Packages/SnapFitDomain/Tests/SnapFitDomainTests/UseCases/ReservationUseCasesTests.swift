import Foundation
import SnapFitDomain
import Synchronization
import Testing

@Suite struct ReservationUseCasesTests {
    private static let now = Date(timeIntervalSince1970: 1_780_239_600)  // 2026-06-01 00:00 KST
    private static let draft = ReservationDraft(
        productID: 12, optionMinutes: 60, time: "2026-06-10 14:00", people: 3, email: "me@snapfit.kr",
        phone: "010-1234-5678", place: "한강공원")

    private static func reservation(_ request: ReservationRequest, id: Int = 1) -> Reservation {
        Reservation(
            id: id, product: .fixture(id: request.productID),
            maker: MakerSummary(id: request.makerID, nickname: "하늘작가"),
            customer: UserSummary(id: 10, nickname: "스냅러버"), optionPrice: request.option.price, optionMinutes: nil,
            additionalPeople: request.additionalPeople, personPrice: request.personPrice, place: request.place,
            time: request.time, email: request.email, phone: request.phone, status: .active)
    }

    private func products() -> StubProductRepository {
        var stub = StubProductRepository()
        stub.onProduct = { id in .fixture(id: id, makerID: 2) }
        return stub
    }

    @Test func book_takesMakerAndPricesFromTheProductAndSendsAdditionalPeople() async throws {
        // Given
        let sent = Mutex<[ReservationRequest]>([])
        var reservations = StubReservationRepository()
        reservations.onCreate = { request in
            sent.withLock { $0.append(request) }
            return Self.reservation(request)
        }
        let sut = MakeReservation(products: products(), reservations: reservations, now: { Self.now })
        // When
        let outcome = try await sut(Self.draft)
        // Then
        let request = try #require(sent.withLock { $0 }.first)
        #expect(request.makerID == 2 && request.option == PriceOption(minutes: 60, price: 120_000))
        #expect(request.personPrice == 20_000 && request.additionalPeople == 2)
        #expect(request.phone == "01012345678" && KoreaTime.format(request.time) == "2026-06-10 14:00")
        guard case .booked(let reservation) = outcome else {
            Issue.record("expected a booking")
            return
        }
        #expect(reservation.optionMinutes == 60)
        #expect(reservation.totalPrice == 120_000 + 20_000 * 2)
    }

    @Test func book_invalidField_isRefusedBeforeAnyRequest() async {
        var draft = Self.draft
        draft.email = "not-an-email"
        let sut = MakeReservation(
            products: StubProductRepository(), reservations: StubReservationRepository(), now: { Self.now })
        await #expect(throws: DomainError.validation(.init(field: .email, reason: .malformed("not-an-email")))) {
            try await sut(draft)
        }
    }

    @Test func book_optionTheProductDoesNotHave_isRefusedBeforeSending() async {
        var draft = Self.draft
        draft.optionMinutes = 90
        let sut = MakeReservation(products: products(), reservations: StubReservationRepository(), now: { Self.now })
        await #expect(throws: DomainError.validation(.init(field: .option, reason: .unknown("90")))) {
            try await sut(draft)
        }
    }

    @Test func book_answerLostButBookingListed_reportsItFound() async throws {
        // Given: the POST's answer is lost, and the list has the booking
        var reservations = StubReservationRepository()
        reservations.onCreate = { (_) throws(DomainError) in throw .bookingOutcomeUnknown }
        reservations.onMyReservations = { _ in
            [
                ReservationSummary(
                    id: 9, product: .fixture(id: 12), time: KoreaTime.parse("2026-06-10 14:00")!, status: .active)
            ]
        }
        let sut = MakeReservation(products: products(), reservations: reservations, now: { Self.now })
        // When
        let outcome = try await sut(Self.draft)
        // Then
        guard case .foundAfterLostAnswer(let found) = outcome else {
            Issue.record("expected the booking to be found")
            return
        }
        #expect(found.id == 9)
    }

    @Test func book_answerLostAndNotListed_saysTheOutcomeIsUnknownWithoutResending() async {
        let creates = Mutex(0)
        var reservations = StubReservationRepository()
        reservations.onCreate = { (_) throws(DomainError) in
            creates.withLock { $0 += 1 }
            throw .bookingOutcomeUnknown
        }
        reservations.onMyReservations = { _ in [] }
        let sut = MakeReservation(products: products(), reservations: reservations, now: { Self.now })
        await #expect(throws: DomainError.bookingOutcomeUnknown) { try await sut(Self.draft) }
        #expect(creates.withLock { $0 } == 1)
    }

    @Test func myReservations_areNewestShootFirst() async throws {
        var reservations = StubReservationRepository()
        reservations.onMyReservations = { _ in
            [1, 3, 2].map {
                ReservationSummary(
                    id: $0, product: .fixture(id: 1), time: Date(timeIntervalSince1970: Double($0) * 1000),
                    status: .active)
            }
        }
        let rows = try await FetchMyReservations(reservations: reservations)(page: .init(offset: 0, limit: 20))
        #expect(rows.map(\.id) == [3, 2, 1])
    }

    @Test func cancel_shortReason_isRefusedBeforeSending() async {
        await #expect(throws: DomainError.validation(.init(field: .reason, reason: .tooShort(min: 2)))) {
            try await CancelReservation(reservations: StubReservationRepository())(id: 1, reason: " ")
        }
    }
}
