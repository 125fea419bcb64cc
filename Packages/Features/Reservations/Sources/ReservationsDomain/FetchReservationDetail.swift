import SnapFitDomain

/// One reservation with its contact details, the total and the shoot's length (`BookedOptionLength`).
public struct FetchReservationDetail: Sendable {
    private let reservations: any ReservationRepository
    private let products: any ProductRepository

    public init(reservations: any ReservationRepository, products: any ProductRepository) {
        self.reservations = reservations
        self.products = products
    }

    public func callAsFunction(id: Int) async throws(DomainError) -> Reservation {
        await BookedOptionLength.filled(try await reservations.reservation(id: id), from: products)
    }
}
