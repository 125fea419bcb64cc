import SnapFitDomain
import SnapFitNetworking

/// REAL: the product catalog over the SnapFit API. Pages are sorted by id here: the server does not keep its order.
public struct RemoteProductRepository: ProductRepository {
    private let provider: Provider

    public init(provider: Provider) {
        self.provider = provider
    }

    public func products(_ filter: ProductFilter, page: PageRequest) async throws(DomainError) -> [ProductSummary] {
        try await provider.send(ProductEndpoints.products(filter, page: page), overrides: ProductErrorCodes.listing)
            .rows(askedFor: page.limit).map { $0.toDomain() }.sorted { $0.id < $1.id }
    }

    public func product(id: Int) async throws(DomainError) -> ProductDetail {
        try await provider.send(ProductEndpoints.product(id: id), overrides: ProductErrorCodes.listing).toDomain()
    }
}
