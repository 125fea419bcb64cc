import Foundation
import ReservationsDomain
import SnapFitDomain
import SnapFitDomainTestSupport
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
        await #expect(
            throws: DomainError.validation(.init(field: .option, reason: .unknown("90", known: ["30", "60"])))
        ) {
            try await sut(draft)
        }
    }

    /// A customer whose booking's answer is lost, and whose reservations list one booking (id 9) of the same
    /// product and time, whose detail is what `detail` makes of the request that was sent.
    private func answerLost(
        listing detail: @escaping @Sendable (ReservationRequest) -> Reservation
    ) -> MakeReservation {
        let sent = Mutex<ReservationRequest?>(nil)
        var reservations = StubReservationRepository()
        reservations.onCreate = { (request) throws(DomainError) in
            sent.withLock { $0 = request }
            throw .bookingOutcomeUnknown
        }
        reservations.onMyReservations = { _ in
            [
                ReservationSummary(
                    id: 9, product: .fixture(id: 12), time: KoreaTime.parse("2026-06-10 14:00")!, status: .active)
            ]
        }
        reservations.onReservation = { (_) throws(DomainError) in
            guard let request = sent.withLock({ $0 }) else { throw .reservationNotFound }
            return detail(request)
        }
        return MakeReservation(products: products(), reservations: reservations, now: { Self.now })
    }

    @Test func book_answerLostButBookingListedWithEveryField_reportsItFound() async throws {
        // Given
        let sut = answerLost { Self.reservation($0, id: 9) }
        // When
        let outcome = try await sut(Self.draft)
        // Then
        guard case .foundAfterLostAnswer(let found) = outcome else {
            Issue.record("expected the booking to be found")
            return
        }
        #expect(found.id == 9)
    }

    @Test(arguments: ["option", "people", "email", "phone", "place"])
    func book_answerLostAndOnlyABookingThatDiffersInOneField_isUnclear_neverFound(field: String) async {
        // Given: booking 9 has the same product and time, but one field differs from what was sent
        let sut = answerLost { request in
            Self.reservation(
                ReservationRequest(
                    productID: request.productID, makerID: request.makerID,
                    option: field == "option" ? PriceOption(minutes: 90, price: 150_000) : request.option,
                    additionalPeople: request.additionalPeople + (field == "people" ? 1 : 0),
                    personPrice: request.personPrice, place: field == "place" ? "성수동" : request.place,
                    time: request.time, email: field == "email" ? "other@snapfit.kr" : request.email,
                    phone: field == "phone" ? nil : request.phone),
                id: 9)
        }
        // When / Then
        await #expect(throws: DomainError.bookingOutcomeUnclear(similar: [9])) { try await sut(Self.draft) }
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
            try await CancelReservation(reservations: StubReservationRepository(), products: StubProductRepository())(
                id: 1, reason: " ")
        }
    }
}
