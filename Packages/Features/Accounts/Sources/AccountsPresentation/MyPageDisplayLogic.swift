import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// What a screen (or the CLI renderer) implements to show my page.
@MainActor
public protocol MyPageDisplayLogic: AnyObject {
    func displayMyPage(viewModel: MyPageScene.Load.ViewModel)
    func displayLoggedOut(viewModel: MyPageScene.Logout.ViewModel)
    /// Withdrawal needs a yes first: ask, and give the answer to the flow.
    func displayQuestion(viewModel: MyPageScene.Withdraw.Question)
    func displayWithdrawn(viewModel: MyPageScene.Withdraw.ViewModel)
    func displayError(viewModel: ErrorViewModel)
}

extension SceneRecorder: MyPageDisplayLogic {
    public func displayMyPage(viewModel: MyPageScene.Load.ViewModel) { record(viewModel) }
    public func displayLoggedOut(viewModel: MyPageScene.Logout.ViewModel) { record(viewModel) }
    public func displayQuestion(viewModel: MyPageScene.Withdraw.Question) { record(viewModel) }
    public func displayWithdrawn(viewModel: MyPageScene.Withdraw.ViewModel) { record(viewModel) }
}
