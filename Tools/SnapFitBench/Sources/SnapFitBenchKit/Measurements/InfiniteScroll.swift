import CatalogDomain
import Foundation
import SnapFitData
import SnapFitDomain
import SnapFitFixtures

/// 5. Scrolling a DEV list of many products to its end (through the in-process backend): pages requested, and the
/// peak memory of the process.
enum InfiniteScroll {
    static func measure(sizes: BenchmarkSizes) async throws -> [BenchmarkRow] {
        let dev = try await BenchDev.start(catalog: SeedCatalog.standard.repeatingProducts(to: sizes.scrolledProducts))
        let counted = CountingProducts(base: dev.products)
        let fetch = FetchProducts(products: counted, referenceData: dev.referenceData)
        let paginator = Paginator<ProductSummary>(pageSize: FetchProducts.pageSize)
        _ = try await paginator.start { (page) throws(DomainError) in try await fetch(.all, page: page) }
        while !(await paginator.isAtEnd) {
            _ = try await paginator.loadMore()
        }
        let pageSize = FetchProducts.pageSize
        let expected =
            (sizes.scrolledProducts + pageSize - 1) / pageSize + (sizes.scrolledProducts % pageSize == 0 ? 1 : 0)
        let loaded = await paginator.items.count
        let pages = counted.requests
        return [
            BenchmarkRow(
                name: "5. Pages to scroll \(sizes.scrolledProducts) products (page size \(pageSize))",
                measured: "\(pages) pages, \(loaded) products", target: "\(expected) pages",
                met: pages == expected && loaded == sizes.scrolledProducts),
            BenchmarkRow(
                name: "5. Peak RSS after the scroll", measured: PeakMemory.description(), target: "—", met: nil),
        ]
    }
}
