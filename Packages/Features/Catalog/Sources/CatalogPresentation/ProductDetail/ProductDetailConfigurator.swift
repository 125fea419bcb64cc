import CatalogDomain
import SnapFitDomain
import SnapFitPresentation

/// The use cases a product's detail needs; the app's composition root provides them.
public protocol ProductDetailDependencies: PricingDependencies {
    func makeFetchProductDetail() -> FetchProductDetail
}

/// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
public enum ProductDetailConfigurator {
    public static func configure(
        display: any ProductDetailDisplayLogic, dependencies: some ProductDetailDependencies, language: Language
    ) -> any ProductDetailBusinessLogic {
        let presenter = ProductDetailPresenter(language: language)
        presenter.display = display
        return ProductDetailInteractor(
            presenter: presenter, fetchProductDetail: dependencies.makeFetchProductDetail(),
            fetchPricing: dependencies.makeFetchPricing())
    }
}
