import CatalogDomain
import SnapFitDomain
import SnapFitDomainTestSupport
import SnapFitPresentation
import Testing

@testable import CatalogPresentation

/// `show`: a list as a web page shows it, from its first row, keeping the place in the list already shown.
@MainActor
@Suite struct ProductListShowTests {
    private let presenter = ProductListPresentationLogicSpy()

    private func makeSUT(
        products: StubProductRepository = .catalog(count: 25),
        accounts: StubAccountRepository = .signedIn(as: .fixture()),
        setLike: SetLike = SetLike(likes: StubLikeRepository())
    ) -> ProductListInteractor {
        ProductListInteractor(
            presenter: presenter,
            fetchProducts: FetchProducts(products: products, referenceData: Fixtures.referenceData()),
            fetchLikes: FetchLikes(likes: StubLikeRepository()),
            searchProducts: SearchProducts(products: products, referenceData: Fixtures.referenceData()),
            listing: ProductListing(pageSize: 10), bookmarks: SpyListBookmarkStore(),
            fetchPricing: .stubbed(), fetchPreferences: FetchPreferences(preferences: SpyPreferencesStore()),
            fetchViewer: FetchViewer(accounts: accounts), setLike: setLike)
    }

    @Test func show_ofAListReadBeforeALike_showsTheProductLiked() async throws {
        // Given: the list shown, then product 2 liked
        var likes = StubLikeRepository()
        likes.onLike = { (_) throws(DomainError) in }
        let setLike = SetLike(likes: likes)
        let sut = makeSUT(setLike: setLike)
        await sut.show(request: .init(list: .source(.products(.all)), atLeast: 3))
        _ = try await setLike(true, productID: 2)
        // When
        await sut.show(request: .init(list: .source(.products(.all)), atLeast: 3))
        // Then
        #expect(
            presenter.pages.map { $0.page.prefix(3).map(\.isLiked) } == [[false, false, false], [false, true, false]])
    }

    @Test func show_tellsWhoIsLooking_askingOnceItIsKnown() async {
        // Given: the viewer unknown at first
        let asked = Recorder<Int>()
        var accounts = StubAccountRepository()
        accounts.onProfile = { () throws(DomainError) in
            asked.append(1)
            if asked.values.count == 1 { throw .unreachable }
            return .fixture(id: 2, role: .maker)
        }
        let sut = makeSUT(accounts: accounts)
        // When
        for _ in 0..<3 { await sut.show(request: .init(list: .source(.products(.all)), atLeast: 1)) }
        // Then
        #expect(presenter.pages.map(\.viewerID) == [nil, 2, 2])
        #expect(asked.values.count == 2)
    }

    @Test func show_loadsPagesUntilAtLeastTheRowsAsked_andPresentsThemFromTheFirst() async {
        // Given
        let sut = makeSUT()
        // When
        await sut.show(request: .init(list: .source(.products(.all)), atLeast: 15))
        // Then
        #expect(presenter.pages.map(\.page.count) == [20])
        #expect(presenter.pages.map(\.firstIndex) == [0])
        #expect(presenter.pages.last?.isAtEnd == false)
    }

    @Test func show_ofTheListShown_keepsItsRowsAndTheLastViewedRow() async {
        // Given
        let sut = makeSUT()
        await sut.show(request: .init(list: .source(.products(.all)), atLeast: 20))
        await sut.select(request: .init(target: .number(14)))
        // When
        await sut.show(request: .init(list: .source(.products(.all)), atLeast: 1))
        // Then
        #expect(presenter.pages.last?.page.count == 20)
        #expect(presenter.pages.last?.lastViewedIndex == 13)
    }

    @Test func show_ofAnotherList_startsItAfresh() async {
        // Given
        let sut = makeSUT()
        await sut.show(request: .init(list: .source(.products(.all)), atLeast: 20))
        await sut.select(request: .init(target: .number(3)))
        // When
        await sut.show(request: .init(list: .search(words: "한강"), atLeast: 1))
        // Then
        #expect(presenter.pages.last?.source != .products(.all))
        #expect(presenter.pages.last?.lastViewedIndex == nil)
    }

    @Test func show_stopsAtTheEndAndAtTheBound() async {
        // Given
        let sut = makeSUT()
        // When
        await sut.show(request: .init(list: .source(.products(.all)), atLeast: .max))
        // Then
        #expect(presenter.pages.last?.page.count == 25)
        #expect(presenter.pages.last?.isAtEnd == true)
    }

    @Test func show_ofASearchWithoutWords_isRefused() async {
        await makeSUT().show(request: .init(list: .search(words: " "), atLeast: 1))
        #expect(presenter.errors == [.validation(.init(field: .searchWords, reason: .required))])
    }
}
