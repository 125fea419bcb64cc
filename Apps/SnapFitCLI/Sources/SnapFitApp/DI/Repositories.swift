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
    /// in `folder` (renewed at `/refresh/token` when it expires), and the place in the last list kept there too.
    /// Both phases use it; only `session` and `folder` differ.
    static func remote(
        baseURL: URL, folder: URL, session: any URLSessionable, sleeper: any Sleeper,
        warn: @escaping @Sendable (HomeWarning) -> Void
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
            makers: RemoteMakerRepository(provider: provider), bookmarks: bookmarks)
        return Repositories(useCases: useCases, sessionStore: store, bookmarks: bookmarks)
    }
}
