import Foundation
import SnapFitFixtures

/// DEV: every mock repository over one in-memory world seeded from `catalog`, so signing in through `accounts`
/// is what `likes` and `reservations` see.
public struct MockRepositories: Sendable {
    public let referenceData: MockReferenceDataRepository
    public let accounts: MockAccountRepository
    public let products: MockProductRepository
    public let likes: MockLikeRepository
    public let reservations: MockReservationRepository
    public let makers: MockMakerRepository

    /// - Parameter now: the clock that dates registered products.
    public init(catalog: SeedCatalog, now: @escaping @Sendable () -> Date = { Date() }) {
        let accountState = MockAccountState(catalog: catalog)
        let activity = MockActivityState()
        let products = MockCatalog(catalog: catalog)
        referenceData = MockReferenceDataRepository(catalog: catalog)
        accounts = MockAccountRepository(state: accountState)
        self.products = MockProductRepository(catalog: products, accounts: accountState, activity: activity)
        likes = MockLikeRepository(catalog: products, accounts: accountState, activity: activity)
        reservations = MockReservationRepository(catalog: products, accounts: accountState, activity: activity)
        makers = MockMakerRepository(
            catalog: products, accounts: accountState, activity: activity, storage: MockStorage(), now: now)
    }
}
