/// Cancels the customer's own booking with a reason of 2–3000 characters, checked before sending. Only the
/// customer may cancel: a maker gets `.notYourReservation`.
public struct CancelReservation: Sendable {
    private let reservations: any ReservationRepository

    public init(reservations: any ReservationRepository) {
        self.reservations = reservations
    }

    public func callAsFunction(id: Int, reason: String) async throws(DomainError) -> Reservation {
        try await reservations.cancel(id: id, reason: try ReservationRules.reason(reason))
    }
}
