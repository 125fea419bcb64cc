import LikesDomain
import LikesPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation

/// Renders like changes for the terminal.
struct LikeConsoleView: ConsoleView {
    let console: Console

    func lines(_ viewModel: LikeScene.SetLike.ViewModel) -> [String] {
        let heart = viewModel.liked ? style.red("♥") : "♡"
        return ["\(heart) #\(viewModel.productID) \(viewModel.message)"]
    }
}
