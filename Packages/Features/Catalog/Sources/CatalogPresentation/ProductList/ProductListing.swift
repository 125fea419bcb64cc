import CatalogDomain
import SnapFitDomain

/// The list behind a product list screen: its pages (through a `Paginator`) and the position of the product last
/// opened from it, for stepping to the next or previous product.
public final class ProductListing {
    private let paginator: Paginator<ProductSummary>
    /// The index of the product last opened from the list.
    public private(set) var lastViewedIndex: Int?
    /// Whether the product opened last was not one of the list's, so stepping has nothing to step from.
    public private(set) var viewedOutside = false

    public init(pageSize: Int) {
        paginator = Paginator(pageSize: pageSize)
    }

    /// Every product loaded so far.
    public nonisolated(nonsending) var products: [ProductSummary] { get async { await paginator.items } }
    public nonisolated(nonsending) var isAtEnd: Bool { get async { await paginator.isAtEnd } }
    /// Rows of the underlying list left out so far: their maker left SnapFit, or (a search) they did not match.
    public nonisolated(nonsending) var hidden: Int { get async { await paginator.hidden } }

    /// Starts a new list, read by `loader`.
    nonisolated(nonsending) func start(
        _ loader: @escaping Paginator<ProductSummary>.Loader
    ) async throws(DomainError) -> PaginatorUpdate<
        ProductSummary
    > {
        (lastViewedIndex, viewedOutside) = (nil, false)
        return try await paginator.start(loader)
    }

    /// Continues the list `bookmark` was taken from, read by `loader`.
    nonisolated(nonsending) func resume(
        _ bookmark: ListBookmark, _ loader: @escaping Paginator<ProductSummary>.Loader
    ) async {
        await paginator.resume(loader, items: bookmark.products, isAtEnd: bookmark.isAtEnd, hidden: bookmark.hidden)
        lastViewedIndex = bookmark.lastViewedIndex.flatMap { bookmark.products.indices.contains($0) ? $0 : nil }
        viewedOutside = false
    }

    /// This list, to be continued later.
    nonisolated(nonsending) func bookmark(of list: BrowsedList) async -> ListBookmark {
        let shown = await paginator.snapshot
        return ListBookmark(
            list: list, products: shown.items, isAtEnd: shown.isAtEnd, lastViewedIndex: lastViewedIndex,
            hidden: shown.hidden)
    }

    nonisolated(nonsending) func loadMore() async throws(DomainError) -> PaginatorUpdate<ProductSummary> {
        try await paginator.loadMore()
    }

    /// The product at `index`, remembered as the last viewed one; `nil` when the list has no such row.
    nonisolated(nonsending) func open(index: Int) async -> (product: ProductSummary, index: Int)? {
        let products = await paginator.items
        guard products.indices.contains(index) else { return nil }
        lastViewedIndex = index
        viewedOutside = false
        return (products[index], index)
    }

    /// The loaded product with `productID`, remembered as the last viewed one; `nil` when it is not listed, which
    /// leaves the list without a position to step from.
    nonisolated(nonsending) func open(productID: Int) async -> (product: ProductSummary, index: Int)? {
        guard let index = await paginator.items.firstIndex(where: { $0.id == productID }) else {
            viewedOutside = true
            lastViewedIndex = nil
            return nil
        }
        return await open(index: index)
    }

    /// The product `step` rows from the last viewed one (or from the top), loading the next page when the step
    /// runs past the loaded rows; `nil` past either end of the list, or when a load brought no rows (a search
    /// whose scan paused: `more` scans on).
    nonisolated(nonsending) func step(by step: Int) async throws(DomainError) -> (product: ProductSummary, index: Int)?
    {
        let index = (lastViewedIndex ?? -1) + step
        guard index >= 0 else { return nil }
        while await paginator.items.count <= index, !(await paginator.isAtEnd) {
            guard case .loaded(let rows) = try await paginator.loadMore(), !rows.isEmpty else { break }
        }
        return await open(index: index)
    }
}
