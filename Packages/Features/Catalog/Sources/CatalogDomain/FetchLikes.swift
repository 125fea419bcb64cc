import SnapFitDomain

/// The liked products that are still listed, a page at a time.
public struct FetchLikes: Sendable {
    /// Rows per page of the likes list.
    public static let pageSize = 20

    private let likes: any LikeRepository

    public init(likes: any LikeRepository) {
        self.likes = likes
    }

    /// One page of the likes, leaving out products whose maker left SnapFit.
    public func callAsFunction(page: PageRequest) async throws(DomainError) -> PageRows<ProductSummary> {
        try await WithdrawnMakerNarrowing.read(page) { (request) throws(DomainError) in
            try await likes.likedProducts(page: request)
        }
    }
}
