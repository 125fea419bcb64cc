import SnapFitPresentation

/// Renders the photo viewer for the terminal: each photo with its index, address and size, and the picture itself on
/// a terminal that can show one. While the viewer is open the photos are shown along the way; the photo shown alone,
/// or the closing line, is the command's result.
@MainActor
final class PhotoViewerConsoleDisplay: FlowConsoleDisplay<PhotoViewerScene.Step>, PhotoViewerDisplayLogic {
    /// Where pictures are shown, when the terminal can.
    var inlineImages: InlineImages?

    func displayPhoto(viewModel: PhotoViewerScene.ViewModel) {
        if let image = viewModel.image { inlineImages?.show(image, format: viewModel.format) }
        let lines = [
            style.bold(viewModel.title) + "  " + style.cyan("#\(viewModel.productID)") + "  "
                + style.dim("[\(viewModel.indexLabel)]"),
            "  " + viewModel.url, "  " + style.dim(viewModel.sizeLabel),
        ]
        if viewModel.isOpen { note(lines) } else { show(viewModel, lines: lines) }
    }

    func displayClosed(viewModel: PhotoViewerScene.Closed) {
        show(viewModel, lines: [style.dim(viewModel.message)])
    }
}
