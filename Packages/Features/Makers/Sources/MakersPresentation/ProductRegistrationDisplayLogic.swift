import MakersDomain
import SnapFitDomain
import SnapFitPresentation

/// What a screen (or the CLI renderer) implements to show product registration. The form is a flow: show each
/// question as it comes and give the answer back to the interactor; the flow ends with the product or an error.
public protocol ProductRegistrationDisplayLogic: AnyObject {
    /// Every answer given up front that was refused, before the question that asks for the first.
    func displayRefusals(viewModel: ProductRegistrationScene.Refusals.ViewModel)
    /// Ask this now (again, with why, after a refusal).
    func displayQuestion(viewModel: ProductRegistrationScene.Question.ViewModel)
    /// What a yes to the next question registers.
    func displayReview(viewModel: ProductRegistrationScene.Review.ViewModel)
    func displayProgress(viewModel: ProductRegistrationScene.ProgressViewModel)
    /// The product is registered. The flow is over.
    func displayRegistered(viewModel: ProductRegistrationScene.Registered.ViewModel)
    /// The flow is over without a product: cancelled, refused, or a failed upload.
    func displayError(viewModel: ErrorViewModel)
}

extension SceneRecording: ProductRegistrationDisplayLogic where Outcome == ProductRegistrationScene.Outcome {
    public func displayRefusals(viewModel: ProductRegistrationScene.Refusals.ViewModel) { record(.refused(viewModel)) }
    public func displayQuestion(viewModel: ProductRegistrationScene.Question.ViewModel) { record(.question(viewModel)) }
    public func displayReview(viewModel: ProductRegistrationScene.Review.ViewModel) { record(.review(viewModel)) }
    public func displayProgress(viewModel: ProductRegistrationScene.ProgressViewModel) { record(.progress(viewModel)) }
    public func displayRegistered(viewModel: ProductRegistrationScene.Registered.ViewModel) {
        record(.registered(viewModel))
    }
}
