/// Runs every benchmark in order; a benchmark that cannot run gives a row saying why, never a crash.
public enum Benchmarks {
    /// The benchmarks numbered in `only` (every one when `nil`), in order.
    public static func run(sizes: BenchmarkSizes, only: Set<Int>? = nil) async -> [BenchmarkRow] {
        var rows: [BenchmarkRow] = []
        for (number, name, measure) in all where only?.contains(number) ?? true {
            rows += await guarded("\(number). \(name)") { try await measure(sizes) }
        }
        return rows
    }

    /// Each benchmark's number, name and measurement.
    private static let all: [(Int, String, @Sendable (BenchmarkSizes) async throws -> [BenchmarkRow])] = [
        (
            1, "Provider vs raw URLSession, GET /snapfit/posts/all (30 items)",
            { try await ProviderRoundTrip.measure(sizes: $0) }
        ),
        (2, "Decode 30 items: DTOs + mapping vs DTOs alone", { try await PageDecoding.measure(sizes: $0) }),
        (3, "Home load vs the slowest source", { try await HomeLoad.measure(sizes: $0) }),
        (4, "Refresh under load", { try await RefreshUnderLoad.measure(sizes: $0) }),
        (5, "Infinite scroll in DEV", { try await InfiniteScroll.measure(sizes: $0) }),
        (6, "Cold start of `snapfit vibes` (DEV) vs hello-world", { try await ColdStart.measure(sizes: $0) }),
        (7, "Sandbox throughput", { try await SandboxThroughput.measure(sizes: $0) }),
        (8, "DEV cold start with the backend's state", { try await DevColdStart.measure(sizes: $0) }),
        (9, "DEV in-process round trip vs REAL loopback", { try await DevRoundTrip.measure(sizes: $0) }),
        (10, "Sandbox memory under sustained load", { try await SandboxMemory.measure(sizes: $0) }),
        (11, "Normal clients beside slow ones", { try await SlowClients.measure(sizes: $0) }),
        (12, "Cost of a like in a big state", { try await LikeCost.measure(sizes: $0) }),
        (13, "Search over a big catalog", { try await CatalogSearch.measure(sizes: $0) }),
        (14, "Web pages in DEV: render time and bytes", { try await WebPages.measure(sizes: $0) }),
        (15, "Web app under load", { try await WebThroughput.measure(sizes: $0) }),
        (16, "Web app memory under attack", { try await WebMemory.measure(sizes: $0) }),
    ]

    private static func guarded(
        _ name: String, _ body: () async throws -> [BenchmarkRow]
    ) async -> [BenchmarkRow] {
        do {
            return try await body()
        } catch {
            return [BenchmarkRow(name: name, measured: "could not run: \(error)", target: "—", met: nil)]
        }
    }
}
