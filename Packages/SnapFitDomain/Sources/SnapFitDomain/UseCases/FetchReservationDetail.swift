/// One reservation with its contact details and the total.
public struct FetchReservationDetail: Sendable {
    private let reservations: any ReservationRepository

    public init(reservations: any ReservationRepository) {
        self.reservations = reservations
    }

    public func callAsFunction(id: Int) async throws(DomainError) -> Reservation {
        try await reservations.reservation(id: id)
    }
}
