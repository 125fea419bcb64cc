import SnapFitDomain
import SnapFitNetworking

/// REAL: the bookings on the maker's products.
public struct RemoteMakerRepository: MakerRepository {
    private let provider: Provider

    public init(provider: Provider) {
        self.provider = provider
    }

    public func makerReservations(page: PageRequest) async throws(DomainError) -> [ReservationSummary] {
        let endpoint = MakerEndpoints.reservations(limit: page.limit, offset: page.offset)
        return try await provider.send(endpoint, overrides: ReservationErrorCodes.makerList).toDomain(
            askedFor: page.limit)
    }
}
