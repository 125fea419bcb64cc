/// What a screen (or the CLI renderer) implements to show a product's registration.
@MainActor
public protocol ProductRegistrationDisplayLogic: AnyObject {
    func displayFieldsAccepted()
    func displayProgress(viewModel: ProductRegistrationScene.ProgressViewModel)
    func displayRegistered(viewModel: ProductRegistrationScene.Submit.ViewModel)
    func displayError(viewModel: ErrorViewModel)
}
