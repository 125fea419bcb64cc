import SnapFitDomain

/// DEV: the signed-in user's likes, in memory.
public struct MockLikeRepository: LikeRepository {
    private let catalog: MockCatalog
    private let accounts: MockAccountState
    private let activity: MockActivityState

    init(catalog: MockCatalog, accounts: MockAccountState, activity: MockActivityState) {
        self.catalog = catalog
        self.accounts = accounts
        self.activity = activity
    }

    public func likeCount() async throws(DomainError) -> Int {
        await activity.likeCount(userID: try await accounts.signedInUserID())
    }

    public func like(productID: Int) async throws(DomainError) {
        let userID = try await accounts.signedInUserID()
        guard await catalog.product(id: productID) != nil else { throw .productNotFound }
        try await activity.like(productID: productID, by: userID)
    }

    public func unlike(productID: Int) async throws(DomainError) {
        try await activity.unlike(productID: productID, by: try await accounts.signedInUserID())
    }

    public func likedProducts(page: PageRequest) async throws(DomainError) -> [ProductSummary] {
        let liked = await activity.likedIDs(of: try await accounts.signedInUserID())
        return await catalog.products(.all).filter { liked.contains($0.id) }.page(page).map {
            catalog.summary($0, liked: true)
        }
    }
}
