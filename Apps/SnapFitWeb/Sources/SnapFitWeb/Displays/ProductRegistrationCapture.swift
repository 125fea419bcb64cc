import SnapFitPresentation

/// Keeps what product registration displayed: the question it asks now, the product as it will be registered,
/// the upload's progress, the new product, or the error.
@MainActor
final class ProductRegistrationCapture: FlowCapture<ProductRegistrationScene.Question.Step>,
    ProductRegistrationDisplayLogic
{
    private(set) var review: ProductRegistrationScene.Review.ViewModel?
    private(set) var progress: [ProductRegistrationScene.ProgressViewModel] = []
    private(set) var registered: ProductRegistrationScene.Registered.ViewModel?

    func displayReview(viewModel: ProductRegistrationScene.Review.ViewModel) { review = viewModel }
    func displayProgress(viewModel: ProductRegistrationScene.ProgressViewModel) { progress.append(viewModel) }
    func displayRegistered(viewModel: ProductRegistrationScene.Registered.ViewModel) { registered = viewModel }
}
