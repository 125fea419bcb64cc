import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// The use cases the login scene needs; the app's composition root provides them.
public protocol LoginDependencies {
    func makeLogin() -> Login
}

/// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
public enum LoginConfigurator {
    public static func configure(
        display: any LoginDisplayLogic, dependencies: some LoginDependencies, language: Language
    ) -> any LoginBusinessLogic {
        let presenter = LoginPresenter(language: language)
        presenter.display = display
        return LoginInteractor(presenter: presenter, login: dependencies.makeLogin())
    }
}
