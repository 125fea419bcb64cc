import MakersDomain
import SnapFitDomain
import SnapFitPresentation

/// The use cases product registration needs; the app's composition root provides them.
public protocol ProductRegistrationDependencies: PricingDependencies {
    func makeRegisterProduct() -> RegisterProduct
}

/// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
public enum ProductRegistrationConfigurator {
    public static func configure(
        display: any ProductRegistrationDisplayLogic, dependencies: some ProductRegistrationDependencies,
        language: Language
    ) -> any ProductRegistrationBusinessLogic {
        let presenter = ProductRegistrationPresenter(language: language)
        presenter.display = display
        return ProductRegistrationInteractor(
            presenter: presenter, registerProduct: dependencies.makeRegisterProduct(),
            fetchPricing: dependencies.makeFetchPricing())
    }
}
