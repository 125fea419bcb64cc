import SnapFitPresentation

/// Renders a product's registration for the terminal: a progress line per uploaded file as it happens (through
/// `progress`), then the new product.
@MainActor
final class ProductRegistrationConsoleDisplay: ConsoleDisplay, ProductRegistrationDisplayLogic {
    private let language: Language
    private let progress: @MainActor (String) -> Void

    init(style: TextStyle, language: Language, progress: @escaping @MainActor (String) -> Void) {
        self.language = language
        self.progress = progress
        super.init(style: style)
    }

    func displayFieldsAccepted() {}

    func displayProgress(viewModel: ProductRegistrationScene.ProgressViewModel) {
        progress(style.dim(Labels.uploaded(language) + "\(viewModel.file)  [\(viewModel.label)]"))
    }

    func displayRegistered(viewModel: ProductRegistrationScene.Submit.ViewModel) {
        let detail = ProductDetailConsoleDisplay(style: style, language: language)
        detail.displayProduct(viewModel: viewModel.product)
        var lines = [style.green(viewModel.message)]
        if case .success(let output)? = detail.result { lines += output.lines }
        show(viewModel, lines: lines)
    }
}
