import SnapFitPresentation

/// Renders product registration for the terminal: the product as it will be registered, a progress line per
/// uploaded file as it happens and the bytes sent on the status line (through `progress`), then the new product.
@MainActor
final class ProductRegistrationConsoleDisplay: FlowConsoleDisplay<ProductRegistrationScene.Question.Step>,
    ProductRegistrationDisplayLogic
{
    var progress: @MainActor (_ line: String, _ lasting: Bool) -> Void = { _, _ in }

    func displayReview(viewModel: ProductRegistrationScene.Review.ViewModel) {
        note(
            [
                style.bold(viewModel.title),
                "  " + [viewModel.settingLabel, viewModel.locationsLabel].joined(separator: " · "),
                "  " + Labels.vibes(language) + viewModel.vibesLabel,
            ]
                + viewModel.optionLabels.map { "  " + $0 } + [
                    "  " + viewModel.personPriceLabel, "  " + viewModel.picturesLabel,
                ])
    }

    func displayProgress(viewModel: ProductRegistrationScene.ProgressViewModel) {
        guard let file = viewModel.finishedFile else {
            return progress(Labels.uploading(language) + viewModel.label, false)
        }
        progress(style.dim(Labels.uploaded(language) + "\(file)  [\(viewModel.label)]"), true)
    }

    func displayRegistered(viewModel: ProductRegistrationScene.Registered.ViewModel) {
        let detail = ProductDetailConsoleDisplay(style: style, language: language, destinations: destinations)
        detail.displayProduct(viewModel: viewModel.product)
        var lines = [style.green(viewModel.message)]
        if case .success(let output)? = detail.result { lines += output.lines }
        show(viewModel, lines: lines)
    }
}
