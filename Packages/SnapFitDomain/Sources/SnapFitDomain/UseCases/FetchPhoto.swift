import Foundation

/// One photo's bytes, for a viewer that shows the picture itself or says its size.
public struct FetchPhoto: Sendable {
    private let photos: any PhotoRepository

    public init(photos: any PhotoRepository) {
        self.photos = photos
    }

    /// The photo at `url`; `.invalidResponse` when it is not a picture, or one `PictureRules` would not take.
    public func callAsFunction(url: URL) async throws(DomainError) -> Photo {
        let photo = try await photos.photo(at: url)
        guard photo.data.count <= PictureRules.maxBytes else {
            throw .invalidResponse(detail: "a photo of \(photo.data.count) bytes, over \(PictureRules.maxBytes)")
        }
        guard photo.format != nil else { throw .invalidResponse(detail: "a photo in no known format") }
        // The formats a maker uploads are checked as their upload was; others (from the real server) by size alone.
        if ImageKind(contents: photo.data) != nil, let problem = PictureRules.problem(in: photo.data) {
            throw .invalidResponse(detail: "a photo SnapFit would not take: \(problem)")
        }
        return photo
    }
}
