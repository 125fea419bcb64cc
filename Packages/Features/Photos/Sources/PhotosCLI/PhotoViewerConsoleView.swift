import PhotosDomain
import PhotosPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation

/// Renders the photo viewer for the terminal: each photo with its index, address and size, and the picture itself on
/// a terminal that can show one (`inlineImages`, as each photo is displayed). While the viewer is open its photos are
/// shown along the way; the photo shown alone, or the closing line, is the command's result.
struct PhotoViewerConsoleView: ConsoleView {
    let console: Console
    let inlineImages: InlineImages?

    /// The photos shown while the viewer is open, since the last answer.
    func notes(_ recorder: SceneRecorder) -> [String] {
        guard let photo = recorder.last(PhotoViewerScene.ViewModel.self), photo.isOpen else { return [] }
        return lines(photo)
    }

    /// The photo shown alone, how the viewer closed, or its error.
    func result(_ recorder: SceneRecorder) -> CommandResult {
        if let closed = recorder.last(PhotoViewerScene.Closed.self, after: ErrorViewModel.self) {
            return .success(CommandOutput(data: closed, lines: [style.dim(closed.message)]))
        }
        return CommandResult(recorder, PhotoViewerScene.ViewModel.self, language: language, lines: lines)
    }

    /// Shows a photo's picture as the viewer displays it, on a terminal that can.
    func show(_ viewModel: any Sendable) {
        guard let photo = viewModel as? PhotoViewerScene.ViewModel, let image = photo.image else { return }
        inlineImages?.show(image, format: photo.format)
    }

    private func lines(_ viewModel: PhotoViewerScene.ViewModel) -> [String] {
        [
            style.bold(viewModel.title) + "  " + style.cyan("#\(viewModel.productID)") + "  "
                + style.dim("[\(viewModel.indexLabel)]"),
            "  " + viewModel.url, "  " + style.dim(viewModel.sizeLabel),
        ]
    }
}
