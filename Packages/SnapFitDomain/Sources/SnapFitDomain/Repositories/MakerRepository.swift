/// What makers see: the bookings on their products.
public protocol MakerRepository: Sendable {
    /// One page of the bookings on the maker's products, newest shoot first; `.notAMaker` for a customer.
    func makerReservations(page: PageRequest) async throws(DomainError) -> [ReservationSummary]
}
