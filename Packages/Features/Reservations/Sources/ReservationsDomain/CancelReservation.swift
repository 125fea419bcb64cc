import SnapFitDomain

/// Cancels the customer's own booking with a reason of 2–3000 characters, checked before sending. Only the
/// customer may cancel: a maker gets `.notYourReservation`. The cancelled booking keeps its length
/// (`BookedOptionLength`).
public struct CancelReservation: Sendable {
    private let reservations: any ReservationRepository
    private let products: any ProductRepository

    public init(reservations: any ReservationRepository, products: any ProductRepository) {
        self.reservations = reservations
        self.products = products
    }

    public func callAsFunction(id: Int, reason: String) async throws(DomainError) -> Reservation {
        let cancelled = try await reservations.cancel(id: id, reason: try ReservationRules.reason(reason))
        return await BookedOptionLength.filled(cancelled, from: products)
    }
}
