import PhotosDomain
import SnapFitPresentation

/// Why the viewer could not do what it was asked.
public enum PhotoViewerRefusal: Sendable, Equatable {
    case noPhotos
    case noSuchPhoto
    case firstPhoto
    case lastPhoto
    /// An answer that is not next, prev, a photo's number or q.
    case unknownWord
}
