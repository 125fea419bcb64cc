import Foundation
import SnapFitData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// 2. A real 30-item page decoded into the DTOs and mapped to entities, against decoding into the DTOs alone.
enum PageDecoding {
    static func measure(sizes: BenchmarkSizes) async throws -> [BenchmarkRow] {
        let session = URLSession(configuration: .ephemeral)
        let bench = try await BenchSandbox.start(session: session)
        defer { bench.sandbox.stop() }
        let (body, _) = try await session.data(for: bench.postsRequest())
        guard try ProductPageDecoding.transferObjectCount(in: body) == 30 else {
            throw BenchFailure("the page does not hold 30 items")
        }
        var dtoOnly: [Double] = []
        var mapped: [Double] = []
        for _ in 0..<5 {
            dtoOnly.append(
                try await Statistics.milliseconds {
                    for _ in 0..<sizes.decodes { _ = try ProductPageDecoding.transferObjectCount(in: body) }
                })
            mapped.append(
                try await Statistics.milliseconds {
                    for _ in 0..<sizes.decodes { _ = try ProductPageDecoding.products(in: body) }
                })
        }
        let ratio = Statistics.percentile(mapped, 0.5) / Statistics.percentile(dtoOnly, 0.5)
        let perPage = Statistics.percentile(mapped, 0.5) * 1000 / Double(sizes.decodes)
        return [
            BenchmarkRow(
                name: "2. Decode + map / decode alone, 30 items",
                measured: "\(Statistics.format(ratio))× (\(Statistics.format(perPage, digits: 1)) µs a page)",
                target: "≤ 1.15×", met: ratio <= 1.15)
        ]
    }
}
