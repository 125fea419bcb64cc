/// A product with its maker's other products. When the maker is already known (the product was picked from a
/// list) both load at the same time; otherwise the other products load once the detail names the maker.
public struct FetchProductDetail: Sendable {
    /// How many of the maker's other products are shown.
    public static let makerProductCount = 10

    private let products: any ProductRepository

    public init(products: any ProductRepository) {
        self.products = products
    }

    public func callAsFunction(id: Int, makerID: Int? = nil) async throws(DomainError) -> ProductPage {
        guard let makerID else {
            let product = try await products.product(id: id)
            return ProductPage(product: product, makerProducts: try await others(of: product.maker.id, excluding: id))
        }
        async let product = Concurrently.outcome { () async throws(DomainError) in try await products.product(id: id) }
        async let makerProducts = Concurrently.outcome { () async throws(DomainError) in
            try await others(of: makerID, excluding: id)
        }
        return ProductPage(product: try await product.get(), makerProducts: try await makerProducts.get())
    }

    /// The maker's first products without `productID` (one more is asked for, so the list stays full).
    private func others(of makerID: Int, excluding productID: Int) async throws(DomainError) -> [ProductSummary] {
        let page = PageRequest(offset: 0, limit: Self.makerProductCount + 1)
        return Array(
            try await products.products(.maker(id: makerID), page: page).filter { $0.id != productID }
                .prefix(Self.makerProductCount))
    }
}
