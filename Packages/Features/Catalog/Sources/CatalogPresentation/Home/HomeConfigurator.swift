import CatalogDomain
import SnapFitDomain
import SnapFitPresentation

/// The use cases the home screen needs; the app's composition root provides them.
public protocol HomeDependencies: PricingDependencies {
    func makeFetchHome() -> FetchHome
}

/// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
public enum HomeConfigurator {
    public static func configure(
        display: any HomeDisplayLogic, dependencies: some HomeDependencies, language: Language
    ) -> any HomeBusinessLogic {
        let presenter = HomePresenter(language: language)
        presenter.display = display
        return HomeInteractor(
            presenter: presenter, fetchHome: dependencies.makeFetchHome(),
            fetchPricing: dependencies.makeFetchPricing())
    }
}
