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

    /// What each outcome of the viewer is to the terminal: the photos shown while it is open are said along the way;
    /// the photo shown alone, how the viewer closed, or its error, is the command's result.
    func shown(
        _ outcome: PhotoViewerScene.Outcome
    ) -> Walkthrough<PhotoViewerScene.Outcome, PhotoViewerScene.Step>.Shown {
        switch outcome {
        case .photo(let photo) where photo.isOpen: .note(lines(photo))
        case .photo(let photo): .end(.shown(photo, lines))
        case .question(let question): .question(question)
        case .closed(let closed): .end(.success(CommandOutput(data: closed, lines: [style.dim(closed.message)])))
        case .failed(let error): .end(.failed(error))
        }
    }

    /// Shows a photo's picture as the viewer displays it, on a terminal that can.
    func show(_ outcome: PhotoViewerScene.Outcome) {
        switch outcome {
        case .photo(let photo):
            if let image = photo.image { inlineImages?.show(image, format: photo.format) }
        case .question, .closed, .failed: break
        }
    }

    private func lines(_ viewModel: PhotoViewerScene.ViewModel) -> [String] {
        [
            style.bold(viewModel.title) + "  " + style.cyan("#\(viewModel.productID)") + "  "
                + style.dim("[\(viewModel.indexLabel)]")
        ] + (OpenableAddress.opens(viewModel.url) ? ["  " + viewModel.url] : []) + [
            "  " + style.dim(viewModel.sizeLabel)
        ]
    }
}
