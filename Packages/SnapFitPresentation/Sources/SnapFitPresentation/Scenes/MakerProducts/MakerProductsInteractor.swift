import SnapFitDomain

/// What the maker's product list can ask for.
public protocol MakerProductsBusinessLogic: Sendable {
    func load(request: MakerProductsScene.Load.Request) async
}

/// Loads every page of the maker's own products (a customer is told how to become a maker).
public final class MakerProductsInteractor: MakerProductsBusinessLogic {
    /// The most pages read for one listing.
    static let pageLimit = 10

    private let presenter: any MakerProductsPresentationLogic
    private let fetchMyProducts: FetchMyProducts

    public init(presenter: any MakerProductsPresentationLogic, fetchMyProducts: FetchMyProducts) {
        self.presenter = presenter
        self.fetchMyProducts = fetchMyProducts
    }

    public func load(request: MakerProductsScene.Load.Request) async {
        do {
            let makerID = try await fetchMyProducts.makerID()
            let products = try await PageReader.all(pageSize: FetchMyProducts.pageSize, maxPages: Self.pageLimit) {
                (page) throws(DomainError) in try await fetchMyProducts(makerID: makerID, page: page)
            }
            await presenter.presentProducts(response: .init(products: products))
        } catch {
            await presenter.presentError(error)
        }
    }
}
