import SnapFitPresentation

/// What a screen (or the CLI renderer) implements to show a product's detail.
public protocol ProductDetailDisplayLogic: AnyObject {
    func displayProduct(viewModel: ProductDetailScene.Load.ViewModel)
    func displayError(viewModel: ErrorViewModel)
}

extension SceneRecording: ProductDetailDisplayLogic where Outcome == ProductDetailScene.Outcome {
    public func displayProduct(viewModel: ProductDetailScene.Load.ViewModel) { record(.product(viewModel)) }
}
