import SnapFitBenchKit
import Testing

/// The benchmark suite runs end to end on tiny sizes; the figures themselves are not judged here.
@Suite struct BenchmarksTests {
    @Test(.timeLimit(.minutes(2)))
    func run_tinySizes_printsEveryBenchmarkAndTheExactCounts() async throws {
        // When
        let rows = await Benchmarks.run(sizes: .tiny)
        let table = BenchTable.render(rows, sizes: .tiny)
        // Then
        for number in 1...16 {
            #expect(rows.contains { $0.name.hasPrefix("\(number).") })
        }
        #expect(!rows.contains { $0.measured.hasPrefix("could not run") })
        let refresh = try #require(rows.first { $0.name.hasPrefix("4.") })
        #expect(refresh.met == true)
        let scroll = try #require(rows.first { $0.name.hasPrefix("5. Pages") })
        #expect(scroll.measured == "6 pages, 100 products" && scroll.met == true)
        for page in ["/", "/products?layout=grid", "/likes", "/reservations/new?product=1", "/reservations", "/login"] {
            #expect(rows.contains { $0.name.hasPrefix("14. Web `\(page)`") })
        }
        let load = try #require(rows.first { $0.name.hasPrefix("15.") })
        #expect(load.measured.hasSuffix(" 0 failed"))
        #expect(table.contains("benchmark") && table.contains("target"))
    }
}
