import SnapFitDomain
import Testing

/// A `ProductRepository` whose every call fails the test unless the test sets it.
public struct StubProductRepository: ProductRepository {
    public init() {}

    public var onProducts: @Sendable (ProductFilter, PageRequest) async throws(DomainError) -> [ProductSummary] = {
        (_, _) throws(DomainError) in throw unexpected("products")
    }
    public var onProduct: @Sendable (Int) async throws(DomainError) -> ProductDetail = { (_) throws(DomainError) in
        throw unexpected("product")
    }

    /// A catalog of `count` products, served page by page for any filter.
    public static func catalog(count: Int) -> StubProductRepository {
        var stub = StubProductRepository()
        stub.onProducts = { _, page in
            (page.offset..<min(page.offset + page.limit, count)).map { ProductSummary.fixture(id: $0 + 1) }
        }
        return stub
    }

    public func products(_ filter: ProductFilter, page: PageRequest) async throws(DomainError) -> [ProductSummary] {
        try await onProducts(filter, page)
    }
    public func product(id: Int) async throws(DomainError) -> ProductDetail { try await onProduct(id) }
}
