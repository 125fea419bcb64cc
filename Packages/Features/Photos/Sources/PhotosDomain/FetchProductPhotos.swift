import SnapFitDomain

/// The product whose photos a viewer pages through: its title and photos, in order.
public struct FetchProductPhotos: Sendable {
    private let products: any ProductRepository

    public init(products: any ProductRepository) {
        self.products = products
    }

    public func callAsFunction(id: Int) async throws(DomainError) -> ProductDetail {
        try await products.product(id: id)
    }
}
