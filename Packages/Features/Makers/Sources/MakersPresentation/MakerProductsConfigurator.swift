import MakersDomain
import SnapFitDomain
import SnapFitPresentation

/// The use case the maker's product list needs; the app's composition root provides it.
public protocol MakerProductsDependencies: PricingDependencies {
    func makeFetchMyProducts() -> FetchMyProducts
    /// The settings in force, for the layout.
    func makeFetchPreferences() -> FetchPreferences
}

/// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
public enum MakerProductsConfigurator {
    public static func configure(
        display: any MakerProductsDisplayLogic, dependencies: some MakerProductsDependencies, language: Language
    ) -> any MakerProductsBusinessLogic {
        let presenter = MakerProductsPresenter(language: language)
        presenter.display = display
        return MakerProductsInteractor(
            presenter: presenter, fetchMyProducts: dependencies.makeFetchMyProducts(),
            fetchPricing: dependencies.makeFetchPricing(), fetchPreferences: dependencies.makeFetchPreferences())
    }
}
