/// A product's detail with the maker's other products (the product itself left out).
public struct ProductPage: Sendable, Equatable {
    public let product: ProductDetail
    public let makerProducts: [ProductSummary]
    /// Whether the signed-in user is its maker, whose screens offer them neither the like nor the booking.
    public let isViewersOwn: Bool

    public init(product: ProductDetail, makerProducts: [ProductSummary], isViewersOwn: Bool = false) {
        self.product = product
        self.makerProducts = makerProducts
        self.isViewersOwn = isViewersOwn
    }
}
