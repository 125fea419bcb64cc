import SnapFitDomain

/// DEV: the seeded products, for the signed-in user (like the server, lists need a session).
public struct MockProductRepository: ProductRepository {
    private let catalog: MockCatalog
    private let accounts: MockAccountState
    private let activity: MockActivityState

    init(catalog: MockCatalog, accounts: MockAccountState, activity: MockActivityState) {
        self.catalog = catalog
        self.accounts = accounts
        self.activity = activity
    }

    public func products(_ filter: ProductFilter, page: PageRequest) async throws(DomainError) -> [ProductSummary] {
        let liked = await activity.likedIDs(of: try await accounts.signedInUserID())
        return await catalog.products(filter).page(page).map { catalog.summary($0, liked: liked.contains($0.id)) }
    }

    public func product(id: Int) async throws(DomainError) -> ProductDetail {
        let userID = try await accounts.signedInUserID()
        guard let product = await catalog.product(id: id) else { throw .productNotFound }
        return catalog.detail(product, liked: await activity.isLiked(productID: id, by: userID))
    }
}
