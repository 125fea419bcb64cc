import SnapFitDomain

/// The bookings on the maker's products as a watch reads them, again and again: every row at each reading (the
/// pages `MakerReservationsInteractor` reads too), and a booking's detail only when it is new or its row changed.
public actor WatchedBookings {
    /// The most pages one reading takes.
    public static let pageLimit = 10

    private let makers: any MakerRepository
    private let fetch: FetchMakerReservations
    /// Each booking's detail with the row it was read for.
    private var known: [Int: (row: ReservationSummary, detail: Reservation)] = [:]

    public init(makers: any MakerRepository, reservations: any ReservationRepository, products: any ProductRepository) {
        self.makers = makers
        fetch = FetchMakerReservations(makers: makers, reservations: reservations, products: products)
    }

    /// The bookings now, newest shoot first, each with its detail.
    public func read() async throws(DomainError) -> [Reservation] {
        let rows = try await Self.rows(of: makers)
        let stale = rows.filter { known[$0.id]?.row != $0 }
        for start in stride(from: 0, to: stale.count, by: FetchMakerReservations.pageSize) {
            let batch = Array(stale[start..<min(start + FetchMakerReservations.pageSize, stale.count)])
            // `details(of:)` keeps the rows' order.
            for (row, detail) in zip(batch, try await fetch.details(of: batch)) { known[row.id] = (row, detail) }
        }
        let current = Set(rows.map(\.id))
        known = known.filter { current.contains($0.key) }
        return known.values.map(\.detail).sorted { ($0.time, $0.id) > ($1.time, $1.id) }
    }

    private nonisolated static func rows(
        of makers: any MakerRepository
    ) async throws(DomainError) -> [ReservationSummary] {
        try await PageReader.all(pageSize: FetchMakerReservations.pageSize, maxPages: pageLimit) {
            (page) throws(DomainError) in try await makers.makerReservations(page: page)
        }
    }
}
