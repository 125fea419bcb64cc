import Foundation
import SnapFitData
import SnapFitDomain
import SnapFitNetworking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// 9. One page of products through the same `Provider` and repository: DEV's in-process round trip against REAL's
/// round trip to a sandbox on loopback.
enum DevRoundTrip {
    static func measure(sizes: BenchmarkSizes) async throws -> [BenchmarkRow] {
        let dev = try await BenchDev.start()
        let session = URLSession(configuration: .ephemeral)
        let bench = try await BenchSandbox.start(session: session)
        defer { bench.sandbox.stop() }
        let real = RemoteProductRepository(
            provider: SnapFitProvider.make(
                baseURL: bench.sandbox.baseURL, session: session,
                authenticator: BearerAuthenticator(store: BenchCredentialStore(bench.credentials)) {
                    _ throws(NetworkError) in
                    throw .sessionExpired
                }))
        let page = PageRequest(offset: 0, limit: 20)
        var devTimes: [Double] = []
        var realTimes: [Double] = []
        for index in 0..<(sizes.roundTrips + 20) {
            let devTime = try await Statistics.milliseconds { _ = try await dev.products.products(.all, page: page) }
            let realTime = try await Statistics.milliseconds { _ = try await real.products(.all, page: page) }
            guard index >= 20 else { continue }  // warm-up
            devTimes.append(devTime)
            realTimes.append(realTime)
        }
        func ms(_ values: [Double], _ fraction: Double) -> String {
            "\(Statistics.format(Statistics.percentile(values, fraction), digits: 3)) ms"
        }
        return [
            BenchmarkRow(
                name: "9. A page of 20 through Provider: DEV in process / REAL loopback, median of \(sizes.roundTrips)",
                measured: "\(ms(devTimes, 0.5)) vs \(ms(realTimes, 0.5))", target: "DEV far below REAL",
                met: Statistics.percentile(devTimes, 0.5) < Statistics.percentile(realTimes, 0.5)),
            BenchmarkRow(
                name: "9. DEV in process / REAL loopback, p99",
                measured: "\(ms(devTimes, 0.99)) vs \(ms(realTimes, 0.99))",
                target: "—", met: nil),
        ]
    }
}
