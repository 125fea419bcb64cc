import SnapFitPresentation

/// Keeps what my page displayed: the page, the withdrawal's question or outcome, or an error (of a load, a logout
/// or a withdrawal).
@MainActor
final class MyPageCapture: MyPageDisplayLogic {
    private(set) var outcome: SceneOutcome<MyPageScene.Load.ViewModel>?
    private(set) var question: MyPageScene.Withdraw.Question?
    private(set) var withdrawn: MyPageScene.Withdraw.ViewModel?
    private(set) var error: ErrorViewModel?

    func displayMyPage(viewModel: MyPageScene.Load.ViewModel) { outcome = .shown(viewModel) }
    func displayLoggedOut(viewModel: MyPageScene.Logout.ViewModel) {}
    func displayQuestion(viewModel: MyPageScene.Withdraw.Question) { question = viewModel }
    func displayWithdrawn(viewModel: MyPageScene.Withdraw.ViewModel) { withdrawn = viewModel }
    func displayError(viewModel: ErrorViewModel) {
        outcome = .failed(viewModel)
        error = viewModel
    }
}
