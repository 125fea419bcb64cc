/// The bookings on the maker's products, active and cancelled, newest shoot first, each with the customer's
/// contact, the total (read from every booking's detail, a page's details side by side) and the shoot's length
/// (`BookedOptionLength`).
public struct FetchMakerReservations: Sendable {
    public static let pageSize = 20

    private let makers: any MakerRepository
    private let reservations: any ReservationRepository
    private let products: any ProductRepository

    public init(
        makers: any MakerRepository, reservations: any ReservationRepository, products: any ProductRepository
    ) {
        self.makers = makers
        self.reservations = reservations
        self.products = products
    }

    public func callAsFunction(page: PageRequest) async throws(DomainError) -> [Reservation] {
        let rows = try await makers.makerReservations(page: page)
        return try await details(of: rows).sorted { ($0.time, $0.id) > ($1.time, $1.id) }
    }

    /// The details of `rows`, in their order, read side by side, with each shoot's length (a watch reads the rows
    /// itself, and the details of the new or changed ones only).
    public func details(of rows: [ReservationSummary]) async throws(DomainError) -> [Reservation] {
        let details = await withTaskGroup(of: (Int, Result<Reservation, DomainError>).self) { group in
            for (index, row) in rows.enumerated() {
                group.addTask {
                    (
                        index,
                        await Concurrently.outcome { () async throws(DomainError) in
                            try await reservations.reservation(id: row.id)
                        }
                    )
                }
            }
            var details: [(Int, Result<Reservation, DomainError>)] = []
            for await detail in group { details.append(detail) }
            return details
        }
        var loaded: [Reservation] = []
        for (_, detail) in details.sorted(by: { $0.0 < $1.0 }) { loaded.append(try detail.get()) }
        return await BookedOptionLength.filled(loaded, from: products)
    }
}
