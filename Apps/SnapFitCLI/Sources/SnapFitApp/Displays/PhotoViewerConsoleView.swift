import SnapFitPresentation

/// Renders the photo viewer for the terminal: each photo with its index, address and size, and the picture itself on
/// a terminal that can show one (`inlineImages`). While the viewer is open its photos are shown along the way; the
/// photo shown alone, or the closing line, is the command's result.
struct PhotoViewerConsoleView: ConsoleView {
    let console: Console
    let inlineImages: InlineImages?

    /// The photos shown while the viewer is open, since the last answer.
    func notes(_ recorder: SceneRecorder) -> [String] {
        guard let photo = recorder.last(PhotoViewerScene.ViewModel.self), photo.isOpen else { return [] }
        return lines(photo)
    }

    /// The photo shown alone, or how the viewer closed.
    func result(_ recorder: SceneRecorder) -> CommandResult {
        if let closed = recorder.last(PhotoViewerScene.Closed.self) {
            return .success(CommandOutput(data: closed, lines: [style.dim(closed.message)]))
        }
        return CommandResult(recorder, PhotoViewerScene.ViewModel.self, language: language, lines: lines)
    }

    private func lines(_ viewModel: PhotoViewerScene.ViewModel) -> [String] {
        if let image = viewModel.image { inlineImages?.show(image, format: viewModel.format) }
        return [
            style.bold(viewModel.title) + "  " + style.cyan("#\(viewModel.productID)") + "  "
                + style.dim("[\(viewModel.indexLabel)]"),
            "  " + viewModel.url, "  " + style.dim(viewModel.sizeLabel),
        ]
    }
}
