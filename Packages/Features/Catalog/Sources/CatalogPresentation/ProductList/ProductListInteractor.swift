import CatalogDomain
import SnapFitDomain
import SnapFitPresentation

/// What a product list can ask for.
public protocol ProductListBusinessLogic {
    nonisolated(nonsending) func load(request: ProductListScene.Load.Request) async
    /// Checks the words (see `SearchQuery`), then loads the search's first results as `load` would.
    nonisolated(nonsending) func search(request: ProductListScene.Search.Request) async
    nonisolated(nonsending) func loadMore(request: ProductListScene.LoadMore.Request) async
    /// Presents the list's rows from the first as one page (see `ProductListScene.Show`).
    nonisolated(nonsending) func show(request: ProductListScene.Show.Request) async
    nonisolated(nonsending) func select(request: ProductListScene.Select.Request) async
}

/// Pages through products or likes with a `ProductListing`, and picks products from it for the detail scene.
/// Every change of place is saved in `bookmarks`; without a list of its own, the interactor continues the saved one.
public final class ProductListInteractor: ProductListBusinessLogic {
    private let presenter: any ProductListPresentationLogic
    private let fetchProducts: FetchProducts
    private let fetchLikes: FetchLikes
    private let searchProducts: SearchProducts
    private let listing: ProductListing
    private let bookmarks: any ListBookmarkStore
    private let fetchPricing: FetchPricing
    private let fetchPreferences: FetchPreferences
    private let fetchViewer: FetchViewer
    /// Where likes are set: a list read before shows the products liked since.
    private let setLike: SetLike
    /// The list being shown.
    private var source: ProductListScene.Source?
    /// The signed-in user's id, asked until known: a list lives for one user.
    private var viewerID: Int?

    public init(
        presenter: any ProductListPresentationLogic, fetchProducts: FetchProducts, fetchLikes: FetchLikes,
        searchProducts: SearchProducts, listing: ProductListing, bookmarks: any ListBookmarkStore,
        fetchPricing: FetchPricing, fetchPreferences: FetchPreferences, fetchViewer: FetchViewer, setLike: SetLike
    ) {
        self.fetchViewer = fetchViewer
        self.setLike = setLike
        self.fetchPricing = fetchPricing
        self.fetchPreferences = fetchPreferences
        self.presenter = presenter
        self.fetchProducts = fetchProducts
        self.fetchLikes = fetchLikes
        self.searchProducts = searchProducts
        self.listing = listing
        self.bookmarks = bookmarks
    }

    public nonisolated(nonsending) func load(request: ProductListScene.Load.Request) async {
        do {
            let source = try await checked(request.source)
            self.source = source
            let update = try await listing.start(loader(for: source))
            let shown = await saveBookmark(of: source)
            await present(update, source: source, firstIndex: 0, shown: shown)
        } catch {
            presenter.presentError(error)
        }
    }

    public nonisolated(nonsending) func search(request: ProductListScene.Search.Request) async {
        do throws(DomainError) {
            await load(request: .init(source: .search(try SearchQuery(request.words))))
        } catch {
            presenter.presentError(error)
        }
    }

    public nonisolated(nonsending) func loadMore(request: ProductListScene.LoadMore.Request) async {
        guard let source = await currentSource() else {
            presenter.presentNotice(.noList)
            return
        }
        do {
            let before = await listing.products.count
            let update = try await listing.loadMore()
            let shown = await saveBookmark(of: source)
            await present(update, source: source, firstIndex: before, shown: shown)
        } catch {
            presenter.presentError(error)
        }
    }

    public nonisolated(nonsending) func show(request: ProductListScene.Show.Request) async {
        do {
            let wanted: ProductListScene.Source =
                switch request.list {
                case .source(let source): try await checked(source)
                case .search(let words): .search(try SearchQuery(words))
                }
            if await currentSource() != wanted {
                source = wanted
                _ = try await listing.start(loader(for: wanted))
            }
            let rows = min(request.atLeast, ProductListScene.Show.maxRows)
            // The list is read at once, as its bookmark, each time it may have changed.
            var shown = await listing.bookmark(of: wanted)
            // A search that found nothing in its last pages pauses there: the next "more" continues its scan.
            while shown.products.count < rows, !shown.isAtEnd {
                guard case .loaded(let page) = try await listing.loadMore(), !page.isEmpty else { break }
                shown = await listing.bookmark(of: wanted)
            }
            await bookmarks.save(shown)
            await presentRows(shown.products, source: wanted, firstIndex: 0, shown: shown)
        } catch {
            presenter.presentError(error)
        }
    }

    public nonisolated(nonsending) func select(request: ProductListScene.Select.Request) async {
        guard let source = await currentSource() else {
            presenter.presentNotice(.noList)
            return
        }
        do {
            let chosen: (product: ProductSummary, index: Int)?
            if case .step = request.target, listing.viewedOutside {
                presenter.presentNotice(.outsideList)
                return
            }
            switch request.target {
            case .step(let step): chosen = try await listing.step(by: step)
            case .number(let number): chosen = await listing.open(index: number - 1)
            case .product(let id): chosen = await listing.open(productID: id)
            }
            _ = await saveBookmark(of: source)
            guard let chosen else {
                let notice: ProductListScene.NoticeReason =
                    switch request.target {
                    case .step(let step): step > 0 ? .endOfList : .startOfList
                    case .number, .product: .noSuchRow
                    }
                presenter.presentNotice(notice)
                return
            }
            presenter.presentSelection(
                response: .init(
                    product: chosen.product, index: chosen.index, loadedCount: await listing.products.count,
                    isAtEnd: await listing.isAtEnd))
        } catch {
            presenter.presentError(error)
        }
    }

    private nonisolated(nonsending) func present(
        _ update: PaginatorUpdate<ProductSummary>, source: ProductListScene.Source, firstIndex: Int,
        shown: ListBookmark
    )
        async
    {
        switch update {
        case .loaded(let page):
            await presentRows(page, source: source, firstIndex: firstIndex, shown: shown)
        case .atEnd:
            presenter.presentNotice(.endOfList)
        case .busy, .superseded:
            break
        }
    }

    /// Presents `page`, rows of the list as `shown` has it.
    private nonisolated(nonsending) func presentRows(
        _ page: [ProductSummary], source: ProductListScene.Source, firstIndex: Int, shown: ListBookmark
    ) async {
        presenter.presentPage(
            response: .init(
                source: source, page: await setLike.marked(page), firstIndex: firstIndex, isAtEnd: shown.isAtEnd,
                lastViewedIndex: shown.lastViewedIndex, hidden: shown.hidden,
                pricing: await fetchPricing(), layout: fetchPreferences().layoutInForce,
                viewerID: await viewer()))
    }

    /// The list shown, or else the one saved by an earlier run, which is then continued.
    private nonisolated(nonsending) func currentSource() async -> ProductListScene.Source? {
        if let current = source { return current }
        guard let bookmark = await bookmarks.load(ListBookmark.self) else { return nil }
        await listing.resume(bookmark, loader(for: bookmark.list))
        source = bookmark.list
        return bookmark.list
    }

    /// Saves the list's place, and returns the list as saved.
    private nonisolated(nonsending) func saveBookmark(of source: ProductListScene.Source) async -> ListBookmark {
        let shown = await listing.bookmark(of: source)
        await bookmarks.save(shown)
        return shown
    }

    private nonisolated(nonsending) func checked(
        _ source: ProductListScene.Source
    ) async throws(DomainError) -> ProductListScene.Source {
        guard case .products(let filter) = source else { return source }
        let named: ProductFilter =
            if case .vibes(let names) = filter { .vibes(names.map(Glossary.vibes.name(forInput:))) } else { filter }
        return .products(try await fetchProducts.checked(named))
    }

    private func loader(for source: ProductListScene.Source) -> Paginator<ProductSummary>.Loader {
        switch source {
        case .products(let filter):
            { [fetchProducts] (page) throws(DomainError) in try await fetchProducts(filter, page: page) }
        case .likes:
            { [fetchLikes] (page) throws(DomainError) in try await fetchLikes(page: page) }
        case .search(let query):
            { [searchProducts] (page) throws(DomainError) in
                try await searchProducts(query, page: page, aliases: Glossary.searchAliases)
            }
        }
    }

    /// The signed-in user's id, kept once known.
    private nonisolated(nonsending) func viewer() async -> Int? {
        if let viewerID { return viewerID }
        viewerID = await fetchViewer()
        return viewerID
    }
}
