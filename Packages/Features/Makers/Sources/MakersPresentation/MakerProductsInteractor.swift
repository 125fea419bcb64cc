import MakersDomain
import SnapFitDomain
import SnapFitPresentation

/// What the maker's product list can ask for.
public protocol MakerProductsBusinessLogic {
    nonisolated(nonsending) func load(request: MakerProductsScene.Load.Request) async
}

/// Loads every page of the maker's own products (a customer is told how to become a maker).
public final class MakerProductsInteractor: MakerProductsBusinessLogic {
    /// The most pages read for one listing.
    static let pageLimit = 50

    private let presenter: any MakerProductsPresentationLogic
    private let fetchMyProducts: FetchMyProducts
    private let fetchPricing: FetchPricing
    private let fetchPreferences: FetchPreferences

    public init(
        presenter: any MakerProductsPresentationLogic, fetchMyProducts: FetchMyProducts, fetchPricing: FetchPricing,
        fetchPreferences: FetchPreferences
    ) {
        self.presenter = presenter
        self.fetchMyProducts = fetchMyProducts
        self.fetchPricing = fetchPricing
        self.fetchPreferences = fetchPreferences
    }

    public nonisolated(nonsending) func load(request: MakerProductsScene.Load.Request) async {
        do {
            let makerID = try await fetchMyProducts.makerID()
            let products = try await PageReader.all(pageSize: FetchMyProducts.pageSize, maxPages: Self.pageLimit) {
                [fetchMyProducts] (page) throws(DomainError) in try await fetchMyProducts(makerID: makerID, page: page)
            }
            presenter.presentProducts(
                response: .init(
                    products: products, pricing: await fetchPricing(), layout: fetchPreferences().layoutInForce))
        } catch {
            presenter.presentError(error)
        }
    }
}
