import AccountsDomain
import SnapFitDomain
import SnapFitPresentation

/// The use cases the sign-up scene needs; the app's composition root provides them.
public protocol SignUpDependencies {
    func makeFetchVibes() -> FetchVibes
    func makeSignUp() -> SignUp
}

/// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
public enum SignUpConfigurator {
    public static func configure(
        display: any SignUpDisplayLogic, dependencies: some SignUpDependencies, language: Language
    ) -> any SignUpBusinessLogic {
        let presenter = SignUpPresenter(language: language)
        presenter.display = display
        return SignUpInteractor(
            presenter: presenter, fetchVibes: dependencies.makeFetchVibes(), signUp: dependencies.makeSignUp())
    }
}
