import SnapFitDomain
import Synchronization

/// Counts the pages and the product details asked of `base`.
final class CountingProducts: ProductRepository {
    let base: any ProductRepository
    private let counts = Mutex((pages: 0, details: 0))

    init(base: any ProductRepository) {
        self.base = base
    }

    /// Pages asked for.
    var requests: Int { counts.withLock { $0.pages } }
    var detailRequests: Int { counts.withLock { $0.details } }

    func products(_ filter: ProductFilter, page: PageRequest) async throws(DomainError) -> [ProductSummary] {
        counts.withLock { $0.pages += 1 }
        return try await base.products(filter, page: page)
    }

    func product(id: Int) async throws(DomainError) -> ProductDetail {
        counts.withLock { $0.details += 1 }
        return try await base.product(id: id)
    }
}
