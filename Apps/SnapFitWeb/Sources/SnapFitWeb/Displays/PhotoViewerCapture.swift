import SnapFitPresentation

/// Keeps the photo the viewer scene displayed. The web viewer is a page per photo, so it never asks questions.
@MainActor
final class PhotoViewerCapture: PhotoViewerDisplayLogic {
    private(set) var outcome: SceneOutcome<PhotoViewerScene.ViewModel>?

    func displayPhoto(viewModel: PhotoViewerScene.ViewModel) { outcome = .shown(viewModel) }
    func displayQuestion(viewModel: PhotoViewerScene.Question) {}
    func displayClosed(viewModel: PhotoViewerScene.Closed) {}
    func displayError(viewModel: ErrorViewModel) { outcome = .failed(viewModel) }
}
