/// The catalog of products.
public protocol ProductRepository: Sendable {
    /// One page of the products `filter` selects, in id order.
    func products(_ filter: ProductFilter, page: PageRequest) async throws(DomainError) -> [ProductSummary]
    /// One product; `.productNotFound` when it does not exist.
    func product(id: Int) async throws(DomainError) -> ProductDetail
}
