import PhotosDomain
import SnapFitPresentation

/// The feature's use cases give the viewer what it depends on.
extension PhotosUseCases: PhotoViewerDependencies {}
