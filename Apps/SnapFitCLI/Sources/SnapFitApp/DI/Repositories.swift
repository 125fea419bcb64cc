import Foundation
import SnapFitData
import SnapFitDomain
import SnapFitNetworking

/// One phase's repositories, as the use cases over them and the two files `dev reset` clears.
struct Repositories: Sendable {
    let useCases: UseCaseFactory
    /// Where the signed-in session is kept.
    let sessionStore: FileSessionStore
    /// Where the place in the last product list is kept.
    let bookmarks: FileListBookmarkStore

    /// The API at `baseURL`, through one provider sending over `session` and authenticating with the session kept
    /// in `folder` (renewed at `/refresh/token` when it expires); the place in the last list and the settings kept
    /// there too, under this run's `preferences`; the exchange rates at `ratesURL` (`/api/latest.json` of the
    /// server when `nil`), read without SnapFit's tokens; and photos from their own addresses, read once, without
    /// retries (a viewer shows a photo it cannot have by its address). Both phases use it; `session` and `folder`
    /// differ.
    static func remote(
        baseURL: URL, folder: URL, session: any URLSessionable, sleeper: any Sleeper, preferences: Preferences,
        ratesURL: URL?, warn: @escaping @Sendable (HomeWarning) -> Void
    ) -> Repositories {
        let store = FileSessionStore(directory: folder, warn: warn)
        let bookmarks = FileListBookmarkStore(directory: folder)
        let authenticator = SnapFitProvider.authenticator(
            baseURL: baseURL, session: session, store: store, sleeper: sleeper)
        let provider = SnapFitProvider.make(
            baseURL: baseURL, session: session, authenticator: authenticator, sleeper: sleeper)
        let useCases = UseCaseFactory(
            accounts: RemoteAccountRepository(
                provider: provider, store: store, device: InstallationDevice(directory: folder, warn: warn)),
            referenceData: ReferenceDataCache(source: RemoteReferenceDataRepository(provider: provider)),
            products: RemoteProductRepository(provider: provider), likes: RemoteLikeRepository(provider: provider),
            reservations: RemoteReservationRepository(provider: provider),
            makers: RemoteMakerRepository(provider: provider),
            photos: RemotePhotoRepository(provider: Provider(baseURL: baseURL, session: session)),
            preferences: OverriddenPreferences(saved: FilePreferencesStore(directory: folder), overrides: preferences),
            exchangeRates: RemoteExchangeRateRepository(
                provider: SnapFitProvider.make(
                    baseURL: ratesURL ?? baseURL.appendingPathComponent("api/latest.json"), session: session,
                    sleeper: sleeper)),
            bookmarks: bookmarks)
        return Repositories(useCases: useCases, sessionStore: store, bookmarks: bookmarks)
    }
}
