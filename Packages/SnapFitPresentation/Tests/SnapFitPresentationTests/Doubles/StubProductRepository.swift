import SnapFitDomain
import Testing

/// A `ProductRepository` whose every call fails the test unless the test sets it.
struct StubProductRepository: ProductRepository {
    var onProducts: @Sendable (ProductFilter, PageRequest) async throws(DomainError) -> [ProductSummary] = {
        (_, _) throws(DomainError) in throw unexpected("products")
    }
    var onProduct: @Sendable (Int) async throws(DomainError) -> ProductDetail = { (_) throws(DomainError) in
        throw unexpected("product")
    }

    /// A catalog of `count` products, served page by page for any filter.
    static func catalog(count: Int) -> StubProductRepository {
        var stub = StubProductRepository()
        stub.onProducts = { _, page in
            (page.offset..<min(page.offset + page.limit, count)).map { Fixtures.product(id: $0 + 1) }
        }
        return stub
    }

    func products(_ filter: ProductFilter, page: PageRequest) async throws(DomainError) -> [ProductSummary] {
        try await onProducts(filter, page)
    }
    func product(id: Int) async throws(DomainError) -> ProductDetail { try await onProduct(id) }
}
