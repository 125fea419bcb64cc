import PhotosDomain
import SnapFitPresentation

/// What a screen (or the CLI renderer) implements to show a product's photos.
public protocol PhotoViewerDisplayLogic: AnyObject {
    func displayPhoto(viewModel: PhotoViewerScene.ViewModel)
    /// Ask where to go next (again, with why, after an answer that could not be followed).
    func displayQuestion(viewModel: PhotoViewerScene.Question)
    func displayClosed(viewModel: PhotoViewerScene.Closed)
    func displayError(viewModel: ErrorViewModel)
}

extension SceneRecording: PhotoViewerDisplayLogic where Outcome == PhotoViewerScene.Outcome {
    public func displayPhoto(viewModel: PhotoViewerScene.ViewModel) { record(.photo(viewModel)) }
    public func displayQuestion(viewModel: PhotoViewerScene.Question) { record(.question(viewModel)) }
    public func displayClosed(viewModel: PhotoViewerScene.Closed) { record(.closed(viewModel)) }
}
