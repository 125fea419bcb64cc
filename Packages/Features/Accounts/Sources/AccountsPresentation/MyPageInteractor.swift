import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// What my page can ask for. Withdrawal is a flow: `answer` gives the yes or no asked for, and `cancel()` keeps the
/// account.
public protocol MyPageBusinessLogic: FlowBusinessLogic {
    nonisolated(nonsending) func load(request: MyPageScene.Load.Request) async
    nonisolated(nonsending) func logout(request: MyPageScene.Logout.Request) async
    /// Withdraws for good once confirmed; unconfirmed, it asks first.
    nonisolated(nonsending) func withdraw(request: MyPageScene.Withdraw.Request) async
}

/// Runs my page's use cases and hands their outcome to the presenter.
public final class MyPageInteractor: MyPageBusinessLogic {
    private let presenter: any MyPagePresentationLogic
    private let fetchMyPage: FetchMyPage
    private let logout: Logout
    private let withdraw: Withdraw
    /// Whether withdrawal asks to confirm now.
    private var asking = false

    public init(presenter: any MyPagePresentationLogic, fetchMyPage: FetchMyPage, logout: Logout, withdraw: Withdraw) {
        self.presenter = presenter
        self.fetchMyPage = fetchMyPage
        self.logout = logout
        self.withdraw = withdraw
    }

    public nonisolated(nonsending) func load(request: MyPageScene.Load.Request) async {
        do {
            presenter.presentMyPage(response: .init(page: try await fetchMyPage()))
        } catch {
            presenter.presentError(error)
        }
    }

    public nonisolated(nonsending) func logout(request: MyPageScene.Logout.Request) async {
        do {
            try await logout()
            presenter.presentLoggedOut(response: .init(wasSignedIn: true))
        } catch .signedOut {
            presenter.presentLoggedOut(response: .init(wasSignedIn: false))
        } catch {
            presenter.presentError(error)
        }
    }

    public nonisolated(nonsending) func withdraw(request: MyPageScene.Withdraw.Request) async {
        asking = request.confirmed == nil
        guard let confirmed = request.confirmed else { return presenter.presentWithdrawalQuestion() }
        guard confirmed else { return presenter.presentWithdrawn(withdrawn: false) }
        do {
            try await withdraw()
            presenter.presentWithdrawn(withdrawn: true)
        } catch {
            presenter.presentError(error)
        }
    }

    public nonisolated(nonsending) func answer(request: FlowAnswer) async {
        guard asking else { return }
        guard case .yesNo(let confirmed) = request else { return presenter.presentWithdrawalQuestion() }
        await withdraw(request: .init(confirmed: confirmed))
    }

    public func cancel() {
        guard asking else { return }
        asking = false
        presenter.presentWithdrawn(withdrawn: false)
    }
}
