import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@testable import CatalogDomain

@Suite struct SearchProductsTests {
    /// A catalog of `count` products where those in `hits` are titled "벚꽃 …"; records the pages read.
    private func catalog(count: Int, hits: Set<Int>, pages: Recorder<Int>) -> StubProductRepository {
        var stub = StubProductRepository()
        stub.onProducts = { filter, page in
            #expect(filter == .all)
            pages.append(page.offset)
            return (page.offset..<min(page.offset + page.limit, count)).map { index in
                let product = ProductSummary.fixture(id: index + 1)
                return hits.contains(index + 1)
                    ? ProductSummary(
                        id: product.id, title: "벚꽃 \(product.id)", thumbnailURL: nil, vibes: product.vibes,
                        locations: product.locations, isStudio: false, lowestPrice: 1,
                        maker: product.maker, isLiked: false)
                    : product
            }
        }
        stub.onProduct = { id in .fixture(id: id) }
        return stub
    }

    private func search(_ products: StubProductRepository) -> SearchProducts {
        SearchProducts(products: products, referenceData: StubReferenceDataRepository())
    }

    @Test func aCall_stopsAfterFivePagesWithoutAMatch_andTheNextStartsAfterThem() async throws {
        let pages = Recorder<Int>()
        let sut = search(catalog(count: 1000, hits: [3, 200], pages: pages))
        let query = try SearchQuery("벚꽃")
        let first = try await sut(query, page: PageRequest(offset: 0, limit: 20))
        #expect(first.items.map { $0.id } == [3] && first.isLast == false)
        #expect(pages.values == [0, 20, 40, 60, 80, 100])
        #expect(first.hidden == 119)
        let second = try await sut(query, page: PageRequest(offset: 120, limit: 20))
        #expect(second.items.map { $0.id } == [200] && second.isLast == false)
    }

    @Test func theCatalogsEnd_endsTheSearch() async throws {
        let pages = Recorder<Int>()
        let rows = try await search(catalog(count: 30, hits: [29], pages: pages))(
            try SearchQuery("벚꽃"), page: PageRequest(offset: 0, limit: 20))
        #expect(rows.items.map { $0.id } == [29] && rows.isLast == true && rows.hidden == 29)
    }

    @Test func descriptions_areSearchedThroughTheDetail_andGlossesThroughAliases() async throws {
        let pages = Recorder<Int>()
        var products = catalog(count: 3, hits: [], pages: pages)
        products.onProduct = { (id) throws(DomainError) in
            if id == 3 { throw DomainError.productNotFound }
            return .fixture(id: id)
        }
        let byDescription = try await search(products)(try SearchQuery("지는"), page: PageRequest(offset: 0, limit: 20))
        #expect(byDescription.items.map { $0.id } == [1, 2])
        let byGloss = try await search(products)(
            try SearchQuery("lovely"), page: PageRequest(offset: 0, limit: 20), aliases: ["러블리": ["lovely"]])
        #expect(byGloss.items.map { $0.id } == [1, 2, 3])
    }

    @Test func aCall_returnsAfterItsMostPages_evenWhenMatchesKeepItGoing() async throws {
        let pages = Recorder<Int>()
        let hits = Set(stride(from: 1, through: 10_000, by: 80))
        let rows = try await search(catalog(count: 10_000, hits: hits, pages: pages))(
            try SearchQuery("벚꽃"), page: PageRequest(offset: 0, limit: 20))
        #expect(pages.values.count == SearchProducts.maxPagesPerCall)
        #expect(rows.items.count < SearchProducts.resultsPerCall && rows.isLast == false)
        #expect(rows.items.count + rows.hidden == SearchProducts.maxPagesPerCall * SearchProducts.catalogPageSize)
    }

    @Test func wordsSplitBetweenTheSummaryAndTheDescription_match() async throws {
        let pages = Recorder<Int>()
        let rows = try await search(catalog(count: 1, hits: [], pages: pages))(
            try SearchQuery("하늘작가 지는"), page: PageRequest(offset: 0, limit: 20))
        #expect(rows.items.map { $0.id } == [1])
    }

    @Test func aDetailThatCannotBeRead_failsTheCall() async throws {
        let pages = Recorder<Int>()
        var products = catalog(count: 3, hits: [], pages: pages)
        products.onProduct = { (_) throws(DomainError) -> ProductDetail in throw DomainError.unreachable }
        await #expect(throws: DomainError.unreachable) {
            try await search(products)(try SearchQuery("지는"), page: PageRequest(offset: 0, limit: 20))
        }
    }
}
