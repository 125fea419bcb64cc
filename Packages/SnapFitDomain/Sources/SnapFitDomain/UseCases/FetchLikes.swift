/// The liked products that are still listed, a page at a time.
public struct FetchLikes: Sendable {
    /// Rows per page of the likes list.
    public static let pageSize = 20

    private let likes: any LikeRepository

    public init(likes: any LikeRepository) {
        self.likes = likes
    }

    public func callAsFunction(page: PageRequest) async throws(DomainError) -> [ProductSummary] {
        try await likes.likedProducts(page: page)
    }
}
