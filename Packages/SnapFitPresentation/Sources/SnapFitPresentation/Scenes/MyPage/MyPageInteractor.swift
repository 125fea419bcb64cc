import SnapFitDomain

/// What my page can ask for.
public protocol MyPageBusinessLogic: Sendable {
    func load(request: MyPageScene.Load.Request) async
    func logout(request: MyPageScene.Logout.Request) async
    /// Withdraws for good once confirmed; unconfirmed, it asks first (the screen answers with the same request).
    func withdraw(request: MyPageScene.Withdraw.Request) async
}

/// Runs my page's use cases and hands their outcome to the presenter.
public final class MyPageInteractor: MyPageBusinessLogic {
    private let presenter: any MyPagePresentationLogic
    private let fetchMyPage: FetchMyPage
    private let logout: Logout
    private let withdraw: Withdraw

    public init(presenter: any MyPagePresentationLogic, fetchMyPage: FetchMyPage, logout: Logout, withdraw: Withdraw) {
        self.presenter = presenter
        self.fetchMyPage = fetchMyPage
        self.logout = logout
        self.withdraw = withdraw
    }

    public func load(request: MyPageScene.Load.Request) async {
        do {
            await presenter.presentMyPage(response: .init(page: try await fetchMyPage()))
        } catch {
            await presenter.presentError(error)
        }
    }

    public func logout(request: MyPageScene.Logout.Request) async {
        do {
            try await logout()
            await presenter.presentLoggedOut(response: .init(wasSignedIn: true))
        } catch .signedOut {
            await presenter.presentLoggedOut(response: .init(wasSignedIn: false))
        } catch {
            await presenter.presentError(error)
        }
    }

    public func withdraw(request: MyPageScene.Withdraw.Request) async {
        guard let confirmed = request.confirmed else { return await presenter.presentWithdrawalQuestion() }
        guard confirmed else { return await presenter.presentWithdrawn(withdrawn: false) }
        do {
            try await withdraw()
            await presenter.presentWithdrawn(withdrawn: true)
        } catch {
            await presenter.presentError(error)
        }
    }
}
