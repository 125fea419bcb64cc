/// One reservation with its contact details and the total. The server does not say how long the shoot is, so the
/// length is taken from the product's options when exactly one of them has the booked price.
public struct FetchReservationDetail: Sendable {
    private let reservations: any ReservationRepository
    private let products: any ProductRepository

    public init(reservations: any ReservationRepository, products: any ProductRepository) {
        self.reservations = reservations
        self.products = products
    }

    public func callAsFunction(id: Int) async throws(DomainError) -> Reservation {
        let reservation = try await reservations.reservation(id: id)
        guard reservation.optionMinutes == nil,
            let options = try? await products.product(id: reservation.product.id).options
        else { return reservation }
        let matching = options.filter { $0.price == reservation.optionPrice }
        guard matching.count == 1, let option = matching.first else { return reservation }
        return reservation.withOptionMinutes(option.minutes)
    }
}
