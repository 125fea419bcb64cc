/// The products the user liked (찜).
public protocol LikeRepository: Sendable {
    /// How many likes the user has, hidden products included.
    func likeCount() async throws(DomainError) -> Int
    /// Likes a product; `.alreadyLiked` when it already is.
    func like(productID: Int) async throws(DomainError)
    /// Takes a like back; `.notLiked` when there was none.
    func unlike(productID: Int) async throws(DomainError)
    /// One page of the liked products that are still listed, in id order.
    func likedProducts(page: PageRequest) async throws(DomainError) -> [ProductSummary]
}
