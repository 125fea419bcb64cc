/// Runs every benchmark in order; a benchmark that cannot run gives a row saying why, never a crash.
public enum Benchmarks {
    public static func run(sizes: BenchmarkSizes) async -> [BenchmarkRow] {
        var rows: [BenchmarkRow] = []
        rows += await guarded("1. Provider vs raw URLSession, GET /snapfit/posts/all (30 items)") {
            try await ProviderRoundTrip.measure(sizes: sizes)
        }
        rows += await guarded("2. Decode 30 items: DTOs + mapping vs DTOs alone") {
            try await PageDecoding.measure(sizes: sizes)
        }
        rows += await guarded("3. Home load vs the slowest source") { try await HomeLoad.measure(sizes: sizes) }
        rows += await guarded("4. Refresh under load") { try await RefreshUnderLoad.measure(sizes: sizes) }
        rows += await guarded("5. Infinite scroll in DEV") { try await InfiniteScroll.measure(sizes: sizes) }
        rows += await guarded("6. Cold start of `snapfit vibes` (DEV) vs hello-world") {
            try await ColdStart.measure(sizes: sizes)
        }
        rows += await guarded("7. Sandbox throughput") { try await SandboxThroughput.measure(sizes: sizes) }
        rows += await guarded("8. DEV cold start with the backend's state") {
            try await DevColdStart.measure(sizes: sizes)
        }
        rows += await guarded("9. DEV in-process round trip vs REAL loopback") {
            try await DevRoundTrip.measure(sizes: sizes)
        }
        rows += await guarded("10. Sandbox memory under sustained load") {
            try await SandboxMemory.measure(sizes: sizes)
        }
        rows += await guarded("11. Normal clients beside slow ones") { try await SlowClients.measure(sizes: sizes) }
        rows += await guarded("12. Cost of a like in a big state") { try await LikeCost.measure(sizes: sizes) }
        rows += await guarded("13. Search over a big catalog") { try await CatalogSearch.measure(sizes: sizes) }
        rows += await guarded("14. Web pages in DEV: render time and bytes") {
            try await WebPages.measure(sizes: sizes)
        }
        rows += await guarded("15. Web app under load") { try await WebThroughput.measure(sizes: sizes) }
        return rows
    }

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
