import SnapFitPresentation

/// Keeps what my page displayed: the page, or an error (of a load or a logout). Withdrawal is not on the web yet.
@MainActor
final class MyPageCapture: MyPageDisplayLogic {
    private(set) var outcome: SceneOutcome<MyPageScene.Load.ViewModel>?
    private(set) var error: ErrorViewModel?

    func displayMyPage(viewModel: MyPageScene.Load.ViewModel) { outcome = .shown(viewModel) }
    func displayLoggedOut(viewModel: MyPageScene.Logout.ViewModel) {}
    func displayQuestion(viewModel: MyPageScene.Withdraw.Question) {}
    func displayWithdrawn(viewModel: MyPageScene.Withdraw.ViewModel) {}
    func displayError(viewModel: ErrorViewModel) {
        outcome = .failed(viewModel)
        error = viewModel
    }
}
