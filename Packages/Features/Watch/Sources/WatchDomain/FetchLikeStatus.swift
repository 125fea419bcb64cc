import SnapFitDomain

/// Reads whether the user likes a product and how many likes the user has, both at once.
public struct FetchLikeStatus: Sendable {
    private let products: any ProductRepository
    private let likes: any LikeRepository

    public init(products: any ProductRepository, likes: any LikeRepository) {
        self.products = products
        self.likes = likes
    }

    public func callAsFunction(productID: Int) async throws(DomainError) -> LikeStatus {
        async let product = Concurrently.outcome { () async throws(DomainError) in
            try await products.product(id: productID)
        }
        async let count = Concurrently.outcome { () async throws(DomainError) in try await likes.likeCount() }
        let detail = try await product.get()
        return LikeStatus(
            productID: detail.id, title: detail.title, isLiked: detail.isLiked, likeCount: try await count.get())
    }
}
