import SnapFitDomain
import SnapFitNetworking

/// REAL: the user's likes over the SnapFit API.
public struct RemoteLikeRepository: LikeRepository {
    /// The largest `offset` the likes route accepts (§3.19).
    static let maxOffset = 100
    /// The largest `limit` any list route accepts (§4.8).
    static let maxLimit = 100

    private let provider: Provider

    public init(provider: Provider) {
        self.provider = provider
    }

    public func likeCount() async throws(DomainError) -> Int {
        try await provider.send(AccountEndpoints.likeCount(), overrides: AccountErrorCodes.overrides).count
    }

    /// The server does not check that the post exists: liking a missing one breaks a foreign key and answers 500
    /// (§3.16). After that 500 the post is looked up, so a missing product is reported as such, as `product` and
    /// `unlike` report it; any other outcome of the lookup leaves the 500 as it was.
    public func like(productID: Int) async throws(DomainError) {
        do throws(DomainError) {
            try await provider.send(ProductEndpoints.like(productID: productID), overrides: ProductErrorCodes.like)
        } catch {
            guard case .rejected(status: 500, _) = error else { throw error }
            if await productIsMissing(productID) { throw .productNotFound }
            throw error
        }
    }

    /// Whether the server says it has no product `id` (code 23); a lookup that fails otherwise says nothing.
    private func productIsMissing(_ id: Int) async -> Bool {
        do throws(DomainError) {
            _ = try await provider.send(ProductEndpoints.product(id: id), overrides: ProductErrorCodes.listing)
            return false
        } catch {
            return error == .productNotFound
        }
    }

    public func unlike(productID: Int) async throws(DomainError) {
        try await provider.send(ProductEndpoints.unlike(productID: productID), overrides: ProductErrorCodes.unlike)
    }

    /// The server refuses an offset above 100, so a page beyond it is read from offset 100 with a larger limit and
    /// cut to the rows asked for. Rows past 200 cannot be reached at all; the list ends there.
    public func likedProducts(page: PageRequest) async throws(DomainError) -> [ProductSummary] {
        let request = Self.wireRequest(for: page)
        guard request.limit > 0 else { return [] }
        let rows = try await provider.send(
            ProductEndpoints.likedProducts(page: request), overrides: ProductErrorCodes.listing
        ).rows(askedFor: request.limit).map { $0.toDomain() }.sorted { $0.id < $1.id }
        return Array(rows.dropFirst(page.offset - request.offset).prefix(page.limit))
    }

    /// The request the server accepts that covers as much of `page` as it can.
    static func wireRequest(for page: PageRequest) -> PageRequest {
        guard page.offset > maxOffset else { return page }
        let end = min(page.offset + page.limit, maxOffset + maxLimit)
        guard end > page.offset else { return PageRequest(offset: maxOffset, limit: 0) }
        return PageRequest(offset: maxOffset, limit: end - maxOffset)
    }
}
