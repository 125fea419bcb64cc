import Foundation
import SnapFitData
import SnapFitDomain
import SnapFitFixtures
import SnapFitNetworking

/// One phase's repositories. A new scene's repository is one property here and one line in each factory.
struct Repositories: Sendable {
    let referenceData: any ReferenceDataRepository
    let accounts: any AccountRepository
    let products: any ProductRepository
    let likes: any LikeRepository
    let reservations: any ReservationRepository
    let makers: any MakerRepository

    /// DEV: in-process mocks over the seeded catalog, sharing one world whose state lives as long as the process.
    static func mock(catalog: SeedCatalog) -> Repositories {
        let mocks = MockRepositories(catalog: catalog)
        return Repositories(
            referenceData: mocks.referenceData, accounts: mocks.accounts, products: mocks.products, likes: mocks.likes,
            reservations: mocks.reservations, makers: mocks.makers)
    }

    /// REAL: the live API at `baseURL`, through one provider sending over `session` and authenticating with the
    /// session kept in `home` (renewed at `/refresh/token` when it expires).
    static func remote(
        baseURL: URL, home: URL, session: any URLSessionable, sleeper: any Sleeper,
        warn: @escaping @Sendable (HomeWarning) -> Void
    ) -> Repositories {
        let store = FileSessionStore(directory: home, warn: warn)
        let authenticator = SnapFitProvider.authenticator(
            baseURL: baseURL, session: session, store: store, sleeper: sleeper)
        let provider = SnapFitProvider.make(
            baseURL: baseURL, session: session, authenticator: authenticator, sleeper: sleeper)
        return Repositories(
            referenceData: RemoteReferenceDataRepository(provider: provider),
            accounts: RemoteAccountRepository(
                provider: provider, store: store, device: InstallationDevice(directory: home, warn: warn)),
            products: RemoteProductRepository(provider: provider),
            likes: RemoteLikeRepository(provider: provider),
            reservations: RemoteReservationRepository(provider: provider),
            makers: RemoteMakerRepository(provider: provider))
    }
}
