import SnapFitDomain
import SnapFitDomainTestSupport
import Synchronization
import Testing

@testable import CatalogDomain

@Suite struct BrowseUseCasesTests {
    @Test(.timeLimit(.minutes(1)))
    func home_loadsProfileAndProductsConcurrently() async throws {
        // Given: both sources wait for each other, so a sequential load would never finish
        let latch = Rendezvous(count: 2)
        var accounts = StubAccountRepository()
        accounts.onProfile = {
            await latch.arriveAndWait()
            return .fixture()
        }
        var products = StubProductRepository()
        products.onProducts = { filter, page in
            #expect(filter == .all && page == PageRequest(offset: 0, limit: 30))
            await latch.arriveAndWait()
            return (1...12).map { ProductSummary.fixture(id: $0, vibes: $0 == 4 ? ["러블리"] : ["시크"]) }
        }
        // When
        let home = try await FetchHome(accounts: accounts, products: products)()
        // Then: the user likes 러블리, so product 4 is recommended
        #expect(home.recommended?.id == 4)
        #expect(home.featured.map(\.id) == Array(1...10))
        #expect(home.more.map(\.id) == [11, 12])
    }

    @Test(.timeLimit(.minutes(1)))
    func detail_makerKnown_loadsDetailAndMakerProductsConcurrentlyWithoutTheProductItself() async throws {
        let latch = Rendezvous(count: 2)
        var products = StubProductRepository()
        products.onProduct = { id in
            await latch.arriveAndWait()
            return .fixture(id: id)
        }
        products.onProducts = { filter, _ in
            #expect(filter == .maker(id: 2))
            await latch.arriveAndWait()
            return [.fixture(id: 5), .fixture(id: 8), .fixture(id: 9)]
        }
        let page = try await FetchProductDetail(
            products: products, accounts: StubAccountRepository.signedIn(as: .fixture(id: 2)))(id: 8, makerID: 2)
        #expect(page.product.id == 8)
        #expect(page.isViewersOwn)
        #expect(page.makerProducts.map(\.id) == [5, 9])
    }

    @Test func detail_makerUnknown_asksForTheMakerNamedByTheDetail() async throws {
        var products = StubProductRepository()
        products.onProduct = { id in .fixture(id: id, makerID: 6) }
        products.onProducts = { filter, _ in
            #expect(filter == .maker(id: 6))
            return [.fixture(id: 1, makerID: 6)]
        }
        let page = try await FetchProductDetail(
            products: products, accounts: StubAccountRepository.signedIn(as: .fixture(id: 2)))(id: 3)
        #expect(!page.isViewersOwn)
        #expect(page.makerProducts.map(\.id) == [1])
    }

    @Test func detail_whoLooksUnknown_stillShowsTheProduct_asNotTheirOwn() async throws {
        var products = StubProductRepository()
        products.onProduct = { id in .fixture(id: id, makerID: 6) }
        products.onProducts = { (_, _) in [] }
        var accounts = StubAccountRepository()
        accounts.onProfile = { () throws(DomainError) in throw .unreachable }
        let page = try await FetchProductDetail(products: products, accounts: accounts)(id: 3, makerID: 6)
        #expect(page.product.id == 3 && !page.isViewersOwn)
    }

    @Test func detail_optionsAreShortestFirstWhateverTheServerOrder() {
        #expect(ProductDetail.fixture(id: 1).options.map(\.minutes) == [30, 60])
    }

    @Test func detail_missingProduct_isNotFound() async {
        var products = StubProductRepository()
        products.onProduct = { (_) throws(DomainError) in throw .productNotFound }
        products.onProducts = { (_, _) in [] }
        await #expect(throws: DomainError.productNotFound) {
            try await FetchProductDetail(
                products: products, accounts: StubAccountRepository.signedIn(as: .fixture(id: 2)))(id: 999, makerID: 2)
        }
    }

    @Test func checkedFilter_vibesInAnyCase_areSpelledAsTheCatalogAndDeduplicated() async throws {
        let sut = FetchProducts(
            products: StubProductRepository(), referenceData: Fixtures.referenceData())
        #expect(try await sut.checked(.vibes(["시크", "러블리", "시크"])) == .vibes(["시크", "러블리"]))
        await #expect(
            throws: DomainError.validation(.init(field: .vibes, reason: .unknown("펑크", known: ["러블리", "시크", "키치"])))
        ) {
            try await sut.checked(.vibes(["펑크"]))
        }
    }
}
