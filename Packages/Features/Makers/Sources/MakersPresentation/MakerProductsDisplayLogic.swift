import MakersDomain
import SnapFitDomain
import SnapFitPresentation

/// What a screen (or the CLI renderer) implements to show the maker's products.
public protocol MakerProductsDisplayLogic: AnyObject {
    func displayProducts(viewModel: MakerProductsScene.Load.ViewModel)
    func displayError(viewModel: ErrorViewModel)
}

extension SceneRecording: MakerProductsDisplayLogic where Outcome == MakerProductsScene.Outcome {
    public func displayProducts(viewModel: MakerProductsScene.Load.ViewModel) { record(.products(viewModel)) }
}
