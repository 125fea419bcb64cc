import Foundation
import SnapFitDomain

/// A `PhotoRepository` whose every call fails the test unless the test sets it.
public struct StubPhotoRepository: PhotoRepository {
    public init() {}

    public var onPhoto: @Sendable (URL) async throws(DomainError) -> Photo = { (_) throws(DomainError) in
        throw unexpected("photo")
    }

    public func photo(at url: URL) async throws(DomainError) -> Photo { try await onPhoto(url) }
}
