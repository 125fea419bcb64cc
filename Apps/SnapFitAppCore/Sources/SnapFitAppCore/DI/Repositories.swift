import Foundation
import SnapFitData
import SnapFitDomain
import SnapFitNetworking

/// One user's repositories in one phase, as the use cases over them, and the stores `dev reset` clears.
struct Repositories: Sendable {
    let useCases: UseCaseFactory
    let stores: UserStores
    /// The signed-in provider the use cases send through, for the features' repositories.
    let provider: Provider

    /// The API at `baseURL`, through one provider sending over `session` and authenticating with the session kept
    /// in `stores` (renewed at `/refresh/token` when it expires); the place in the last list and the settings kept
    /// there too; the exchange rates at `ratesURL` (`/api/latest.json` of the server when `nil`), read without
    /// SnapFit's tokens; photos from their own addresses, read once, without retries (a viewer shows a photo it
    /// cannot have by its address); and the catalog from `referenceData`, which every user of the process shares, as
    /// they share `decodedBodies`, the answers decoded before. Both phases and every user use it; `session` and
    /// `stores` differ.
    static func remote(
        baseURL: URL, stores: UserStores, session: any URLSessionable, sleeper: any Sleeper, ratesURL: URL?,
        referenceData: ReferenceDataCache, decodedBodies: DecodedBodies
    ) -> Repositories {
        let authenticator = SnapFitProvider.authenticator(
            baseURL: baseURL, session: session, store: stores.credentials, sleeper: sleeper)
        let provider = SnapFitProvider.make(
            baseURL: baseURL, session: session, authenticator: authenticator, sleeper: sleeper,
            decodedBodies: decodedBodies)
        let useCases = UseCaseFactory(
            accounts: RemoteAccountRepository(provider: provider, store: stores.credentials, device: stores.device),
            referenceData: referenceData,
            products: RemoteProductRepository(provider: provider), likes: RemoteLikeRepository(provider: provider),
            reservations: RemoteReservationRepository(provider: provider),
            makers: RemoteMakerRepository(provider: provider),
            photos: RemotePhotoRepository(provider: Provider(baseURL: baseURL, session: session)),
            preferences: stores.preferences,
            exchangeRates: RemoteExchangeRateRepository(
                provider: SnapFitProvider.make(
                    baseURL: ratesURL ?? baseURL.appendingPathComponent("api/latest.json"), session: session,
                    sleeper: sleeper)),
            bookmarks: stores.bookmarks)
        return Repositories(useCases: useCases, stores: stores, provider: provider)
    }
}
