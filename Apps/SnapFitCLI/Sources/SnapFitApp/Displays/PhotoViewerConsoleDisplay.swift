import SnapFitPresentation

/// Renders the photo viewer for the terminal: each photo with its index and address. While the viewer is open the
/// photos are shown along the way; the photo shown alone, or the closing line, is the command's result.
@MainActor
final class PhotoViewerConsoleDisplay: FlowConsoleDisplay<PhotoViewerScene.Step>, PhotoViewerDisplayLogic {
    func displayPhoto(viewModel: PhotoViewerScene.ViewModel) {
        let lines = [
            style.bold(viewModel.title) + "  " + style.cyan("#\(viewModel.productID)") + "  "
                + style.dim("[\(viewModel.indexLabel)]"),
            "  " + viewModel.url,
        ]
        if viewModel.isOpen { note(lines) } else { show(viewModel, lines: lines) }
    }

    func displayClosed(viewModel: PhotoViewerScene.Closed) {
        show(viewModel, lines: [style.dim(viewModel.message)])
    }
}
