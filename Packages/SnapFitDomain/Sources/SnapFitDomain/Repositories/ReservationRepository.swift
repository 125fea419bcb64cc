/// The shoots the user reserved.
public protocol ReservationRepository: Sendable {
    /// How many reservations the user made as a customer, cancelled ones included.
    func reservationCount() async throws(DomainError) -> Int
    /// Books a shoot; sent once, never retried. `.bookingOutcomeUnknown` when the answer was lost.
    func create(_ request: ReservationRequest) async throws(DomainError) -> Reservation
    /// One page of the user's bookings, newest shoot first.
    func myReservations(page: PageRequest) async throws(DomainError) -> [ReservationSummary]
    /// One reservation the user booked (or, for a maker, one on their products).
    func reservation(id: Int) async throws(DomainError) -> Reservation
    /// Cancels the user's own booking with `reason`; the reservation after the cancellation.
    func cancel(id: Int, reason: String) async throws(DomainError) -> Reservation
}
