import MakersDomain
import MakersPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation

/// Renders product registration for the terminal: the product as it will be registered along the way, a progress
/// line per uploaded file as it happens and the bytes sent on the status line (`progress`, live), then the new
/// product.
struct ProductRegistrationConsoleView: ConsoleView {
    let console: Console

    /// The product as it will be registered, when the flow showed it since the last answer.
    func notes(_ recorder: SceneRecorder) -> [String] {
        guard let viewModel = recorder.last(ProductRegistrationScene.Review.ViewModel.self) else { return [] }
        return
            [
                style.bold(viewModel.title),
                "  " + [viewModel.settingLabel, viewModel.locationsLabel].joined(separator: " · "),
                "  " + Labels.vibes(language) + viewModel.vibesLabel,
            ] + viewModel.description.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            + viewModel.optionLabels.map { "  " + $0 } + [
                "  " + viewModel.personPriceLabel, "  " + viewModel.picturesLabel,
            ]
    }

    /// Shows an upload's progress as it is displayed: on the status line while a file goes, a lasting line once sent.
    func show(_ viewModel: any Sendable, progress: @MainActor (_ line: String, _ lasting: Bool) -> Void) {
        guard let viewModel = viewModel as? ProductRegistrationScene.ProgressViewModel else { return }
        guard let file = viewModel.finishedFile else {
            return progress(Labels.uploading(language) + viewModel.label, false)
        }
        progress(style.dim(Labels.uploaded(language) + "\(file)  [\(viewModel.label)]"), true)
    }

    func lines(_ viewModel: ProductRegistrationScene.Registered.ViewModel) -> [String] {
        [style.green(viewModel.message)] + ProductDetailConsoleView(console: console).lines(viewModel.product)
    }
}
