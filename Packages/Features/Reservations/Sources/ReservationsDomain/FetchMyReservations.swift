import SnapFitDomain

/// The customer's bookings, a page at a time, newest shoot first.
public struct FetchMyReservations: Sendable {
    public static let pageSize = 20

    private let reservations: any ReservationRepository

    public init(reservations: any ReservationRepository) {
        self.reservations = reservations
    }

    public func callAsFunction(page: PageRequest) async throws(DomainError) -> [ReservationSummary] {
        try await reservations.myReservations(page: page).sorted { ($0.time, $0.id) > ($1.time, $1.id) }
    }
}
