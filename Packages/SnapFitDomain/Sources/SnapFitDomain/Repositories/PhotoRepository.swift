import Foundation

/// Where a product's photos are read from: their addresses, without SnapFit's sign-in.
public protocol PhotoRepository: Sendable {
    /// The bytes at `url`.
    func photo(at url: URL) async throws(DomainError) -> Photo
}
