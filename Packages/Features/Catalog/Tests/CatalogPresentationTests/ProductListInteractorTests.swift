import CatalogDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Synchronization
import Testing

@testable import CatalogPresentation

final class ProductListPresentationLogicSpy: ProductListPresentationLogic {
    private(set) var pages: [ProductListScene.Page.Response] = []
    private(set) var selections: [ProductListScene.Select.Response] = []
    private(set) var notices: [ProductListScene.NoticeReason] = []
    private(set) var errors: [DomainError] = []

    func presentPage(response: ProductListScene.Page.Response) { pages.append(response) }
    func presentSelection(response: ProductListScene.Select.Response) { selections.append(response) }
    func presentNotice(_ reason: ProductListScene.NoticeReason) { notices.append(reason) }
    func presentError(_ error: DomainError) { errors.append(error) }
}

@MainActor
@Suite struct ProductListInteractorTests {
    private let presenter = ProductListPresentationLogicSpy()

    private func makeSUT(
        products: StubProductRepository = StubProductRepository(), likes: StubLikeRepository = StubLikeRepository(),
        pageSize: Int = 10, bookmarks: SpyListBookmarkStore = SpyListBookmarkStore()
    ) -> ProductListInteractor {
        ProductListInteractor(
            presenter: presenter,
            fetchProducts: FetchProducts(products: products, referenceData: Fixtures.referenceData()),
            fetchLikes: FetchLikes(likes: likes),
            searchProducts: SearchProducts(products: products, referenceData: Fixtures.referenceData()),
            listing: ProductListing(pageSize: pageSize), bookmarks: bookmarks,
            fetchPricing: .stubbed(), fetchPreferences: FetchPreferences(preferences: SpyPreferencesStore()),
            fetchViewer: FetchViewer(accounts: StubAccountRepository.signedIn(as: .fixture())),
            setLike: SetLike(likes: likes))
    }

    @Test func loadThenMore_presentsPagesNumberedThroughTheList() async {
        let sut = makeSUT(products: .catalog(count: 15))
        await sut.load(request: .init(source: .products(.all)))
        await sut.loadMore(request: .init())
        await sut.loadMore(request: .init())
        #expect(presenter.pages.map(\.firstIndex) == [0, 10])
        #expect(presenter.pages.map(\.page.count) == [10, 5])
        #expect(presenter.pages.last?.isAtEnd == true)
        #expect(presenter.notices == [.endOfList])
    }

    @Test func search_withNoMatch_pausesItsScan_andNextDoesNotScanTheWholeCatalog() async {
        let pages = Recorder<Int>()
        var products = StubProductRepository.catalog(count: 10_000)
        let catalog = products.onProducts
        products.onProducts = { (filter, page) throws(DomainError) in
            pages.append(page.offset)
            return try await catalog(filter, page)
        }
        products.onProduct = { id in .fixture(id: id) }
        let sut = makeSUT(products: products)
        await sut.search(request: .init(words: "zzzz"))
        await sut.select(request: .init(target: .step(1)))
        #expect(presenter.pages.map(\.page.count) == [0] && presenter.pages.first?.isAtEnd == false)
        #expect(presenter.notices == [.endOfList])
        #expect(pages.values.count == 2 * SearchProducts.idlePageLimit)
    }

    @Test func search_withoutWords_isRefused() async {
        await makeSUT().search(request: .init(words: "  "))
        #expect(presenter.errors == [.validation(.init(field: .searchWords, reason: .required))])
    }

    @Test func loadMore_beforeAnyList_asksForAList() async {
        await makeSUT().loadMore(request: .init())
        #expect(presenter.notices == [.noList])
    }

    @Test func load_vibesByEnglishGloss_asksForTheCatalogNames() async {
        // Given
        let asked = Mutex<[ProductFilter]>([])
        var products = StubProductRepository()
        products.onProducts = { filter, _ in
            asked.withLock { $0.append(filter) }
            return []
        }
        // When
        await makeSUT(products: products).load(request: .init(source: .products(.vibes(["lovely", "시크"]))))
        // Then
        #expect(asked.withLock { $0 } == [.vibes(["러블리", "시크"])])
        #expect(presenter.pages.first?.source == .products(.vibes(["러블리", "시크"])))
    }

    @Test func load_unknownVibe_isRefusedBeforeAsking() async {
        await makeSUT().load(request: .init(source: .products(.vibes(["펑크"]))))
        #expect(
            presenter.errors == [.validation(.init(field: .vibes, reason: .unknown("펑크", known: ["러블리", "시크", "키치"])))])
    }

    @Test func load_likes_readsTheLikedProducts() async {
        var likes = StubLikeRepository()
        likes.onLikedProducts = { _ in [ProductSummary.fixture(id: 4, liked: true)] }
        await makeSUT(likes: likes).load(request: .init(source: .likes))
        #expect(presenter.pages.first?.page.map(\.id) == [4])
    }

    @Test func selectNext_pastTheLoadedRows_loadsTheNextPageFirst() async {
        // Given: a 3-row page is loaded and its last row was opened
        let sut = makeSUT(products: .catalog(count: 5), pageSize: 3)
        await sut.load(request: .init(source: .products(.all)))
        await sut.select(request: .init(target: .number(3)))
        // When
        await sut.select(request: .init(target: .step(1)))
        // Then
        #expect(presenter.selections.map(\.product.id) == [3, 4])
        #expect(presenter.selections.last?.loadedCount == 5)
    }

    @Test func selectPrevious_atTheFirstRow_saysSo_andNextAtTheEnd_too() async {
        let sut = makeSUT(products: .catalog(count: 2))
        await sut.load(request: .init(source: .products(.all)))
        await sut.select(request: .init(target: .step(1)))
        await sut.select(request: .init(target: .step(-1)))
        await sut.select(request: .init(target: .number(2)))
        await sut.select(request: .init(target: .step(1)))
        #expect(presenter.selections.map(\.product.id) == [1, 2])
        #expect(presenter.notices == [.startOfList, .endOfList])
    }

    @Test func load_afterViewing_startsOverWithoutALastViewedRow() async {
        let sut = makeSUT(products: .catalog(count: 4))
        await sut.load(request: .init(source: .products(.all)))
        await sut.select(request: .init(target: .number(2)))
        await sut.loadMore(request: .init())
        await sut.load(request: .init(source: .products(.maker(id: 2))))
        #expect(presenter.pages.map(\.lastViewedIndex) == [nil, nil])
    }

    @Test func loadMoreAndSelect_saveThePlaceInTheList() async {
        // Given
        let bookmarks = SpyListBookmarkStore()
        let sut = makeSUT(products: .catalog(count: 15), bookmarks: bookmarks)
        // When
        await sut.load(request: .init(source: .products(.maker(id: 2))))
        await sut.loadMore(request: .init())
        await sut.select(request: .init(target: .number(12)))
        // Then
        #expect(bookmarks.saves(ListBookmark.self).map(\.products.count) == [10, 15, 15])
        #expect(bookmarks.saves(ListBookmark.self).last?.list == .products(.maker(id: 2)))
        #expect(bookmarks.saves(ListBookmark.self).last?.isAtEnd == true)
        #expect(bookmarks.saves(ListBookmark.self).last?.lastViewedIndex == 11)
    }

    @Test func loadMore_withoutAListButWithASavedPlace_continuesTheSavedList() async {
        // Given: an earlier run loaded the first 10 rows of a maker's products
        let asked = Mutex<[(ProductFilter, PageRequest)]>([])
        var products = StubProductRepository.catalog(count: 15)
        let serve = products.onProducts
        products.onProducts = { (filter, page) throws(DomainError) in
            asked.withLock { $0.append((filter, page)) }
            return try await serve(filter, page)
        }
        let saved = ListBookmark(
            list: .products(.maker(id: 2)), products: (1...10).map { ProductSummary.fixture(id: $0) }, isAtEnd: false,
            lastViewedIndex: 3)
        let sut = makeSUT(products: products, bookmarks: SpyListBookmarkStore(saved: saved))
        // When
        await sut.loadMore(request: .init())
        // Then: only the rows after the saved ones are asked for, numbered on from them
        #expect(asked.withLock { $0.map(\.0) } == [.maker(id: 2)])
        #expect(asked.withLock { $0.map(\.1) } == [PageRequest(offset: 10, limit: 10)])
        #expect(presenter.pages.map(\.firstIndex) == [10])
        #expect(presenter.pages.first?.lastViewedIndex == 3)
    }

    @Test func selectNext_withoutAListButWithASavedPlace_opensTheRowAfterTheSavedOne() async {
        // Given
        let saved = ListBookmark(
            list: .likes, products: (1...3).map { ProductSummary.fixture(id: $0) }, isAtEnd: true, lastViewedIndex: 1)
        let sut = makeSUT(bookmarks: SpyListBookmarkStore(saved: saved))
        // When
        await sut.select(request: .init(target: .step(1)))
        // Then: nothing is fetched (the stubs would fail), the third row is opened
        #expect(presenter.selections.map(\.product.id) == [3])
    }
}
