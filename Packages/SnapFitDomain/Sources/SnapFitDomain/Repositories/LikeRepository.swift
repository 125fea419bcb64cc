/// The products the user liked (찜).
public protocol LikeRepository: Sendable {
    /// How many likes the user has, hidden products included.
    func likeCount() async throws(DomainError) -> Int
}
