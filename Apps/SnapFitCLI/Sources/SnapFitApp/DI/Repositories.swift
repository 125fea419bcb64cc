import Foundation
import SnapFitData
import SnapFitDomain
import SnapFitNetworking

/// One phase's repositories. A new scene's repository is one property here and one line in the factory.
struct Repositories: Sendable {
    let referenceData: any ReferenceDataRepository
    let accounts: any AccountRepository
    let products: any ProductRepository
    let likes: any LikeRepository
    let reservations: any ReservationRepository
    let makers: any MakerRepository
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
        let authenticator = SnapFitProvider.authenticator(
            baseURL: baseURL, session: session, store: store, sleeper: sleeper)
        let provider = SnapFitProvider.make(
            baseURL: baseURL, session: session, authenticator: authenticator, sleeper: sleeper)
        return Repositories(
            referenceData: ReferenceDataCache(source: RemoteReferenceDataRepository(provider: provider)),
            accounts: RemoteAccountRepository(
                provider: provider, store: store, device: InstallationDevice(directory: folder, warn: warn)),
            products: RemoteProductRepository(provider: provider),
            likes: RemoteLikeRepository(provider: provider),
            reservations: RemoteReservationRepository(provider: provider),
            makers: RemoteMakerRepository(provider: provider),
            sessionStore: store, bookmarks: FileListBookmarkStore(directory: folder))
    }
}
