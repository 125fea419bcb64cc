import SnapFitDomain

/// A product with its maker's other products, and whether the signed-in user is its maker. When the maker is
/// already known (the product was picked from a list) both load at the same time; otherwise the other products load
/// once the detail names the maker. Who is looking is asked beside them.
public struct FetchProductDetail: Sendable {
    /// How many of the maker's other products are shown.
    public static let makerProductCount = 10

    private let products: any ProductRepository
    private let viewer: FetchViewer

    public init(products: any ProductRepository, accounts: any AccountRepository) {
        self.products = products
        viewer = FetchViewer(accounts: accounts)
    }

    public func callAsFunction(id: Int, makerID: Int? = nil) async throws(DomainError) -> ProductPage {
        async let viewerID = viewer()
        let (product, makerProducts) = try await productAndOthers(id: id, makerID: makerID)
        return ProductPage(
            product: product, makerProducts: makerProducts, isViewersOwn: await viewerID == product.maker.id)
    }

    private func productAndOthers(
        id: Int, makerID: Int?
    ) async throws(DomainError) -> (ProductDetail, [ProductSummary]) {
        guard let makerID else {
            let product = try await products.product(id: id)
            return (product, try await others(of: product.maker.id, excluding: id))
        }
        async let product = Concurrently.outcome { () async throws(DomainError) in try await products.product(id: id) }
        async let makerProducts = Concurrently.outcome { () async throws(DomainError) in
            try await others(of: makerID, excluding: id)
        }
        return (try await product.get(), try await makerProducts.get())
    }

    /// The maker's first products without `productID` (one more is asked for, so the list stays full).
    private func others(of makerID: Int, excluding productID: Int) async throws(DomainError) -> [ProductSummary] {
        let page = PageRequest(offset: 0, limit: Self.makerProductCount + 1)
        return Array(
            try await products.products(.maker(id: makerID), page: page).filter { $0.id != productID }
                .prefix(Self.makerProductCount))
    }
}
