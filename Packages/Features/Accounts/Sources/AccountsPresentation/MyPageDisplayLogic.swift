import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// What a screen (or the CLI renderer) implements to show my page.
public protocol MyPageDisplayLogic: AnyObject {
    func displayMyPage(viewModel: MyPageScene.Load.ViewModel)
    func displayLoggedOut(viewModel: MyPageScene.Logout.ViewModel)
    /// Withdrawal needs a yes first: ask, and give the answer to the flow.
    func displayQuestion(viewModel: MyPageScene.Withdraw.Question)
    func displayWithdrawn(viewModel: MyPageScene.Withdraw.ViewModel)
    func displayError(viewModel: ErrorViewModel)
}

extension SceneRecording: MyPageDisplayLogic where Outcome == MyPageScene.Outcome {
    public func displayMyPage(viewModel: MyPageScene.Load.ViewModel) { record(.myPage(viewModel)) }
    public func displayLoggedOut(viewModel: MyPageScene.Logout.ViewModel) { record(.loggedOut(viewModel)) }
    public func displayQuestion(viewModel: MyPageScene.Withdraw.Question) { record(.question(viewModel)) }
    public func displayWithdrawn(viewModel: MyPageScene.Withdraw.ViewModel) { record(.withdrawn(viewModel)) }
}
