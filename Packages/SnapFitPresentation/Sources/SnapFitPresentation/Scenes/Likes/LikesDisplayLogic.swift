/// What a screen (or the CLI renderer) implements to show like changes.
@MainActor
public protocol LikesDisplayLogic: AnyObject {
    func displayLike(viewModel: LikesScene.SetLike.ViewModel)
    func displayError(viewModel: ErrorViewModel)
}
