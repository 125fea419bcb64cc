import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// The use cases my page needs; the app's composition root provides them.
public protocol MyPageDependencies {
    func makeFetchMyPage() -> FetchMyPage
    func makeLogout() -> Logout
    func makeWithdraw() -> Withdraw
}

/// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
public enum MyPageConfigurator {
    public static func configure(
        display: any MyPageDisplayLogic, dependencies: some MyPageDependencies, language: Language
    ) -> any MyPageBusinessLogic {
        let presenter = MyPagePresenter(language: language)
        presenter.display = display
        return MyPageInteractor(
            presenter: presenter, fetchMyPage: dependencies.makeFetchMyPage(), logout: dependencies.makeLogout(),
            withdraw: dependencies.makeWithdraw())
    }
}
