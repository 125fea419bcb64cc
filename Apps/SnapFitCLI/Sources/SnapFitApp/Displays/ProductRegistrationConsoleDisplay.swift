import SnapFitPresentation

/// Renders product registration for the terminal: the product as it will be registered, a progress line per
/// uploaded file as it happens (through `progress`), then the new product.
@MainActor
final class ProductRegistrationConsoleDisplay: FlowConsoleDisplay<ProductRegistrationScene.Question.Step>,
    ProductRegistrationDisplayLogic
{
    var progress: @MainActor (String) -> Void = { _ in }

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
        progress(style.dim(Labels.uploaded(language) + "\(viewModel.file)  [\(viewModel.label)]"))
    }

    func displayRegistered(viewModel: ProductRegistrationScene.Registered.ViewModel) {
        let detail = ProductDetailConsoleDisplay(style: style, language: language)
        detail.displayProduct(viewModel: viewModel.product)
        var lines = [style.green(viewModel.message)]
        if case .success(let output)? = detail.result { lines += output.lines }
        show(viewModel, lines: lines)
    }
}
