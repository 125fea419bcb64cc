import Foundation
import SnapFitAppCore
import SnapFitBackend
import SnapFitData
import SnapFitDevServer
import SnapFitDomain
import SnapFitFixtures
import SnapFitNetworking

/// DEV's client stack as the app builds it (remote repositories, `Provider`, authenticator) over an in-process
/// backend seeded with `catalog`, with the seeded customer signed in.
struct BenchDev {
    let products: RemoteProductRepository
    let referenceData: RemoteReferenceDataRepository

    static func start(catalog: SeedCatalog = .standard) async throws -> BenchDev {
        let origin = URL(string: "http://bench.snapfit.invalid")!
        let backend = Backend(
            configuration: .init(accessTTL: 1000, refreshTTL: 10000, dataFile: nil, now: { Date() }, catalog: catalog))
        let session = InProcessSession(backend: backend, origin: origin, explain: { "\($0)" })
        let store = BenchCredentialStore(nil)
        let provider = SnapFitProvider.make(
            baseURL: origin, session: session,
            authenticator: SnapFitProvider.authenticator(baseURL: origin, session: session, store: store))
        let accounts = RemoteAccountRepository(
            provider: provider, store: store, device: DeviceRegistration(type: "apple", token: "bench"))
        guard try await accounts.login(provider: .kakao, socialToken: SeedCatalog.customerSocialId) == .signedIn else {
            throw BenchFailure("the in-process backend did not sign the customer in")
        }
        return BenchDev(
            products: RemoteProductRepository(provider: provider),
            referenceData: RemoteReferenceDataRepository(provider: provider))
    }
}
