import SnapFitDomain
import SnapFitNetworking

/// REAL: the number of the user's reservations.
public struct RemoteReservationRepository: ReservationRepository {
    private let provider: Provider

    public init(provider: Provider) {
        self.provider = provider
    }

    public func reservationCount() async throws(DomainError) -> Int {
        try await provider.send(AccountEndpoints.reservationCount(), overrides: AccountErrorCodes.overrides).count
    }
}
