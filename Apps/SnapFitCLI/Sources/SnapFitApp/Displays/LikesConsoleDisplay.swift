import SnapFitPresentation

/// Renders like changes for the terminal.
@MainActor
final class LikesConsoleDisplay: ConsoleDisplay, LikesDisplayLogic {
    func displayLike(viewModel: LikesScene.SetLike.ViewModel) {
        let heart = viewModel.liked ? style.red("♥") : "♡"
        show(viewModel, lines: ["\(heart) #\(viewModel.productID) \(viewModel.message)"])
    }
}
