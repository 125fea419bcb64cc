/// Where a like request left a product.
public struct LikeOutcome: Sendable, Equatable {
    public let productID: Int
    /// Whether the product is liked now.
    public let isLiked: Bool
    /// `false` when it already was in that state (liked twice, or unliked when not liked).
    public let changed: Bool

    public init(productID: Int, isLiked: Bool, changed: Bool) {
        self.productID = productID
        self.isLiked = isLiked
        self.changed = changed
    }
}
