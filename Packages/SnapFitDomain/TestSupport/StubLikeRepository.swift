import SnapFitDomain
import Testing

/// A `LikeRepository` whose every call fails the test unless the test sets it.
public struct StubLikeRepository: LikeRepository {
    public init() {}

    public var onLikeCount: @Sendable () async throws(DomainError) -> Int = { () throws(DomainError) in
        throw unexpected("likeCount")
    }
    public var onLike: @Sendable (Int) async throws(DomainError) -> Void = { (_) throws(DomainError) in
        throw unexpected("like")
    }
    public var onUnlike: @Sendable (Int) async throws(DomainError) -> Void = { (_) throws(DomainError) in
        throw unexpected("unlike")
    }
    public var onLikedProducts: @Sendable (PageRequest) async throws(DomainError) -> [ProductSummary] = {
        (_) throws(DomainError) in throw unexpected("likedProducts")
    }

    public func likeCount() async throws(DomainError) -> Int { try await onLikeCount() }
    public func like(productID: Int) async throws(DomainError) { try await onLike(productID) }
    public func unlike(productID: Int) async throws(DomainError) { try await onUnlike(productID) }
    public func likedProducts(page: PageRequest) async throws(DomainError) -> [ProductSummary] {
        try await onLikedProducts(page)
    }
}
