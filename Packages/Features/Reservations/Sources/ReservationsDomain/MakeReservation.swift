import Foundation
import SnapFitDomain

/// Books a shoot. Every field is checked before anything is sent; the maker, the option's price and the per-person
/// price come from the product as the server has it now, never from the user. The booking is sent once: when its
/// answer is lost, the customer's reservations are searched for it before anyone tries again.
public struct MakeReservation: Sendable {
    private let products: any ProductRepository
    private let reservations: any ReservationRepository
    private let now: @Sendable () -> Date

    public init(
        products: any ProductRepository, reservations: any ReservationRepository,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.products = products
        self.reservations = reservations
        self.now = now
    }

    /// The product as the server has it now, to choose an option from.
    public func product(id: Int) async throws(DomainError) -> ProductDetail {
        try await products.product(id: id)
    }

    /// The request `draft` makes for `product`: what would be sent, with its total.
    public func request(for draft: ReservationDraft, product: ProductDetail) throws(DomainError) -> ReservationRequest {
        try request(try fields(of: draft), optionMinutes: draft.optionMinutes, product: product)
    }

    /// What the customer may not mean by `request` (see `ReservationRules.warnings`), against their latest bookings;
    /// a list that cannot be read warns of nothing it would have shown.
    public func warnings(for request: ReservationRequest) async -> [BookingWarning] {
        let existing = (try? await reservations.myReservations(page: PageRequest(offset: 0, limit: 50))) ?? []
        return ReservationRules.warnings(for: request, now: now(), existing: existing)
    }

    /// Checks one answer of the booking form as it is given, against `product` for the option, so that a form can
    /// ask again for that field alone.
    public func check(_ field: BookingField, answer: String, product: ProductDetail) throws(DomainError) {
        switch field {
        case .option:
            let minutes = try ReservationDraft.wholeNumber(answer, field: .option)
            _ = try ReservationRules.option(minutes: minutes, of: product.options)
        case .time: _ = try ReservationRules.time(answer, now: now())
        case .people: _ = try ReservationRules.additionalPeople(ReservationDraft.wholeNumber(answer, field: .people))
        case .email: _ = try ReservationRules.email(answer)
        case .phone: _ = try ReservationRules.phone(answer.isEmpty ? nil : answer)
        case .place: _ = try ReservationRules.place(answer)
        }
    }

    /// Books `draft`, with the product as the server has it now.
    public func callAsFunction(_ draft: ReservationDraft) async throws(DomainError) -> BookingOutcome {
        let fields = try fields(of: draft)
        return try await book(
            request(
                fields, optionMinutes: draft.optionMinutes, product: try await products.product(id: draft.productID)))
    }

    /// Sends `request` once (a form that showed its total books exactly that).
    public func book(_ request: ReservationRequest) async throws(DomainError) -> BookingOutcome {
        do {
            return .booked(try await reservations.create(request).withOptionMinutes(request.option.minutes))
        } catch .bookingOutcomeUnknown {
            let found: ReservationSummary?
            do throws(DomainError) {
                found = try await findBooking(like: request)
            } catch .bookingOutcomeUnclear(let similar) {
                throw .bookingOutcomeUnclear(similar: similar)
            } catch {
                throw .bookingOutcomeUnknown
            }
            guard let found else { throw .bookingOutcomeUnknown }
            return .foundAfterLostAnswer(found)
        }
    }

    /// The draft's fields that need no product, each checked once, in the form's order.
    private func fields(of draft: ReservationDraft) throws(DomainError) -> CheckedFields {
        CheckedFields(
            time: try ReservationRules.time(draft.time, now: now()),
            additionalPeople: try ReservationRules.additionalPeople(draft.people),
            email: try ReservationRules.email(draft.email), phone: try ReservationRules.phone(draft.phone),
            place: try ReservationRules.place(draft.place))
    }

    private func request(
        _ fields: CheckedFields, optionMinutes: Int, product: ProductDetail
    ) throws(DomainError) -> ReservationRequest {
        ReservationRequest(
            productID: product.id, makerID: product.maker.id,
            option: try ReservationRules.option(minutes: optionMinutes, of: product.options),
            additionalPeople: fields.additionalPeople, personPrice: product.personPrice ?? 0, place: fields.place,
            time: fields.time, email: fields.email, phone: fields.phone)
    }

    /// The fields of a draft that need no product, once checked.
    private struct CheckedFields {
        let time: Date
        let additionalPeople: Int
        let email: String
        let phone: String?
        let place: String
    }

    /// The customer's active booking with every field `request` sent, if any (the first pages are searched).
    /// Bookings of the same product and time that differ in any other field are not it: when only such are found,
    /// the outcome stays unknown, naming them.
    private func findBooking(like request: ReservationRequest) async throws(DomainError) -> ReservationSummary? {
        var similar: [ReservationSummary] = []
        var page = PageRequest(offset: 0, limit: 50)
        for _ in 0..<4 {
            let rows = try await reservations.myReservations(page: page)
            similar += rows.filter {
                $0.product.id == request.productID && $0.time == request.time && $0.status == .active
            }
            if page.isLast(count: rows.count) { break }
            page = page.next
        }
        var seen = Set<Int>()
        let checked = similar.filter { seen.insert($0.id).inserted }.prefix(5)
        for candidate in checked {
            guard let detail = try? await reservations.reservation(id: candidate.id) else { continue }
            if Self.matches(detail, request) { return candidate }
        }
        guard checked.isEmpty else { throw .bookingOutcomeUnclear(similar: checked.map(\.id)) }
        return nil
    }

    /// Whether `reservation` is the booking `request` asked for: every field the client sent is the same.
    private static func matches(_ reservation: Reservation, _ request: ReservationRequest) -> Bool {
        reservation.product.id == request.productID && reservation.maker.id == request.makerID
            && reservation.time == request.time && reservation.optionPrice == request.option.price
            && reservation.additionalPeople == request.additionalPeople
            && reservation.personPrice == request.personPrice && reservation.place == request.place
            && reservation.email == request.email && reservation.phone == request.phone
            && reservation.status == .active
    }
}
