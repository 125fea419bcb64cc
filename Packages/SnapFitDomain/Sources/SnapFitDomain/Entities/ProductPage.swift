/// A product's detail with the maker's other products (the product itself left out).
public struct ProductPage: Sendable, Equatable {
    public let product: ProductDetail
    public let makerProducts: [ProductSummary]

    public init(product: ProductDetail, makerProducts: [ProductSummary]) {
        self.product = product
        self.makerProducts = makerProducts
    }
}
