import Foundation

/// One photo's bytes, for a viewer that shows the picture itself or says its size.
public struct FetchPhoto: Sendable {
    /// The largest photo read: larger ones are refused as not a photo SnapFit serves.
    public static let maxBytes = 8 << 20

    private let photos: any PhotoRepository

    public init(photos: any PhotoRepository) {
        self.photos = photos
    }

    /// The photo at `url`; `.invalidResponse` when it is larger than `maxBytes` or not a picture.
    public func callAsFunction(url: URL) async throws(DomainError) -> Photo {
        let photo = try await photos.photo(at: url)
        guard photo.data.count <= Self.maxBytes else {
            throw .invalidResponse(detail: "a photo of \(photo.data.count) bytes, over \(Self.maxBytes)")
        }
        guard photo.format != nil else { throw .invalidResponse(detail: "a photo in no known format") }
        return photo
    }
}
