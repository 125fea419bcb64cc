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

    /// What each outcome of the flow is to the terminal: the product as it will be registered is said before the
    /// last question, the progress is shown live (`show`), and the new product ends the flow.
    func shown(
        _ outcome: ProductRegistrationScene.Outcome
    ) -> Walkthrough<ProductRegistrationScene.Outcome, ProductRegistrationScene.Question.Step>.Shown {
        switch outcome {
        // The question that follows says why its answer was refused, one at a time, as the terminal asks.
        case .refused: .note([])
        case .question(let question): .question(question)
        case .review(let review): .note(lines(review))
        case .progress: .note([])
        case .registered(let registered): .end(.shown(registered, lines))
        case .failed(let error): .end(.failed(error))
        }
    }

    func lines(_ viewModel: ProductRegistrationScene.Review.ViewModel) -> [String] {
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
    func show(
        _ outcome: ProductRegistrationScene.Outcome, progress: @MainActor (_ line: String, _ lasting: Bool) -> Void
    ) {
        switch outcome {
        case .progress(let viewModel): show(viewModel, progress: progress)
        case .refused, .question, .review, .registered, .failed: break
        }
    }

    private func show(
        _ viewModel: ProductRegistrationScene.ProgressViewModel,
        progress: @MainActor (_ line: String, _ lasting: Bool) -> Void
    ) {
        guard let file = viewModel.finishedFile else {
            return progress(Labels.uploading(language) + viewModel.label, false)
        }
        progress(style.dim(Labels.uploaded(language) + "\(file)  [\(viewModel.label)]"), true)
    }

    func lines(_ viewModel: ProductRegistrationScene.Registered.ViewModel) -> [String] {
        [style.green(viewModel.message)] + ProductDetailConsoleView(console: console).lines(viewModel.product)
    }
}
