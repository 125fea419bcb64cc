import CatalogDomain
import Foundation
import SnapFitDomain
import SnapFitFixtures

/// 13. `search` over a big DEV catalog (the server has no search, so the client scans it): the pages and details
/// read and the time until the first results show, for a word near the top; and for a word nothing holds, the
/// requests and time to scan the whole catalog with `more`.
enum CatalogSearch {
    static func measure(sizes: BenchmarkSizes) async throws -> [BenchmarkRow] {
        let dev = try await BenchDev.start(catalog: SeedCatalog.standard.repeatingProducts(to: sizes.scrolledProducts))
        let catalog = sizes.scrolledProducts
        let found = try await scan(dev, for: "한강", untilEnd: false)
        let nothing = try await scan(dev, for: "없는말", untilEnd: true)
        let allPages = catalog / SearchProducts.catalogPageSize + 1
        return [
            BenchmarkRow(
                name: "13. search 한강 over \(catalog) products: first results",
                measured:
                    "\(found.matches) found in \(Statistics.format(found.milliseconds, digits: 1)) ms; \(found.pages) pages, "
                    + "\(found.details) details read",
                target: "first results < 1,000 ms", met: found.matches > 0 && found.milliseconds < 1000),
            BenchmarkRow(
                name: "13. search for a word no product holds, with more to the end",
                measured: "\(nothing.calls) calls, \(nothing.pages) pages, \(nothing.details) details in "
                    + "\(Statistics.format(nothing.milliseconds, digits: 0)) ms",
                target: "\(allPages) pages, \(SearchProducts.idlePageLimit) per call",
                met: nothing.pages == allPages && nothing.matches == 0),
        ]
    }

    private struct Scan {
        var matches = 0, calls = 0, pages = 0, details = 0
        var milliseconds = 0.0
    }

    /// One call of the search (or calls until the catalog ends), counting what it read.
    private static func scan(_ dev: BenchDev, for words: String, untilEnd: Bool) async throws -> Scan {
        let counted = CountingProducts(base: dev.products)
        let search = SearchProducts(products: counted, referenceData: dev.referenceData)
        let query = try SearchQuery(words)
        var result = Scan()
        result.milliseconds = try await Statistics.milliseconds {
            var offset = 0
            repeat {
                let rows = try await search(
                    query, page: PageRequest(offset: offset, limit: SearchProducts.catalogPageSize))
                result.calls += 1
                result.matches += rows.items.count
                offset += rows.items.count + rows.hidden
                if rows.isLast == true { break }
            } while untilEnd
        }
        (result.pages, result.details) = (counted.requests, counted.detailRequests)
        return result
    }
}
