import SnapFitPresentation

/// Renders like changes for the terminal.
@MainActor
final class LikeConsoleDisplay: ConsoleDisplay, LikeDisplayLogic {
    func displayLike(viewModel: LikeScene.SetLike.ViewModel) {
        let heart = viewModel.liked ? style.red("♥") : "♡"
        show(viewModel, lines: ["\(heart) #\(viewModel.productID) \(viewModel.message)"])
    }
}
