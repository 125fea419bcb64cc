import SnapFitDomain

/// What a watch of a product's likes reads: whether the user likes the product, and how many likes the user has in
/// all. The server publishes no count of a product's likes: its only count is the caller's own (contract §3.18).
public struct LikeStatus: Sendable, Equatable {
    public let productID: Int
    public let title: String
    public let isLiked: Bool
    /// The user's likes, on hidden products too.
    public let likeCount: Int

    public init(productID: Int, title: String, isLiked: Bool, likeCount: Int) {
        self.productID = productID
        self.title = title
        self.isLiked = isLiked
        self.likeCount = likeCount
    }
}
