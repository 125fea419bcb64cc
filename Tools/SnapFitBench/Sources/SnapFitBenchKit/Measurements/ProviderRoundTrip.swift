import Foundation
import SnapFitData
import SnapFitDomain
import SnapFitNetworking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// 1. The same loopback request through `Provider` (authentication, decoding and mapping, as the app reads a page)
/// and through a raw `URLSession` call that decodes the same DTOs with a plain `JSONDecoder`, the least any client
/// does; the raw call without decoding is shown too. Median and p99 of each.
enum ProviderRoundTrip {
    static func measure(sizes: BenchmarkSizes) async throws -> [BenchmarkRow] {
        let session = URLSession(configuration: .ephemeral)
        let bench = try await BenchSandbox.start(session: session)
        defer { bench.sandbox.stop() }
        let provider = SnapFitProvider.make(
            baseURL: bench.sandbox.baseURL, session: session,
            authenticator: BearerAuthenticator(store: BenchCredentialStore(bench.credentials)) {
                _ throws(NetworkError) in
                throw .sessionExpired
            })
        let products = RemoteProductRepository(provider: provider)
        let page = PageRequest(offset: 0, limit: 30)
        let request = bench.postsRequest()
        var bytesOnly: [Double] = []
        var raw: [Double] = []
        var ours: [Double] = []
        for index in 0..<(sizes.roundTrips + 20) {
            let bytesTime = try await Statistics.milliseconds { _ = try await session.data(for: request) }
            let rawTime = try await Statistics.milliseconds {
                _ = try ProductPageDecoding.transferObjectCount(in: try await session.data(for: request).0)
            }
            let ourTime = try await Statistics.milliseconds { _ = try await products.products(.all, page: page) }
            guard index >= 20 else { continue }  // warm-up
            bytesOnly.append(bytesTime)
            raw.append(rawTime)
            ours.append(ourTime)
        }
        let ratio = Statistics.percentile(ours, 0.5) / Statistics.percentile(raw, 0.5)
        return [
            BenchmarkRow(
                name: "1. Provider / raw URLSession + JSONDecoder, median of \(sizes.roundTrips)",
                measured: "\(Statistics.format(ratio))× (\(ms(ours, 0.5)) vs \(ms(raw, 0.5)))", target: "≤ 1.10×",
                met: ratio <= 1.10),
            BenchmarkRow(
                name: "1. Provider / raw URLSession + JSONDecoder, p99",
                measured: "\(ms(ours, 0.99)) vs \(ms(raw, 0.99))", target: "—", met: nil),
            BenchmarkRow(
                name: "1. Raw URLSession without decoding, median / p99",
                measured: "\(ms(bytesOnly, 0.5)) / \(ms(bytesOnly, 0.99))", target: "—", met: nil),
        ]
    }

    private static func ms(_ values: [Double], _ fraction: Double) -> String {
        "\(Statistics.format(Statistics.percentile(values, fraction), digits: 3)) ms"
    }
}
