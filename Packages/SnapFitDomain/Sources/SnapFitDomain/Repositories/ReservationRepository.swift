/// The shoots the user reserved.
public protocol ReservationRepository: Sendable {
    /// How many reservations the user made as a customer, cancelled ones included.
    func reservationCount() async throws(DomainError) -> Int
}
