import Foundation
import SnapFitData
import SnapFitDomain
import SnapFitNetworking
import SnapFitSandbox
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// 4. Many requests at once with an expired access token: they must share one refresh.
enum RefreshUnderLoad {
    static func measure(sizes: BenchmarkSizes) async throws -> [BenchmarkRow] {
        let clock = Mutex(Date())
        let session = URLSession(configuration: .ephemeral)
        let bench = try await BenchSandbox.start(
            SandboxOptions(accessTTL: 2, now: { clock.withLock { $0 } }), session: session)
        defer { bench.sandbox.stop() }
        let store = BenchCredentialStore(bench.credentials)
        let baseURL = bench.sandbox.baseURL
        let provider = SnapFitProvider.make(
            baseURL: baseURL, session: session,
            authenticator: SnapFitProvider.authenticator(baseURL: baseURL, session: session, store: store))
        let products = RemoteProductRepository(provider: provider)
        clock.withLock { $0 += 5 }
        await bench.sandbox.backend.resetJournal()
        let succeeded = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<sizes.concurrentRefreshes {
                group.addTask { (try? await products.products(.all, page: PageRequest(offset: 0, limit: 30))) != nil }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        let refreshes = await bench.sandbox.backend.journal().count { $0.path == "/refresh/token" }
        return [
            BenchmarkRow(
                name: "4. Refreshes for \(sizes.concurrentRefreshes) concurrent expired requests",
                measured: "\(refreshes) refresh, \(succeeded)/\(sizes.concurrentRefreshes) succeeded",
                target: "exactly 1",
                met: refreshes == 1 && succeeded == sizes.concurrentRefreshes)
        ]
    }
}
