import SnapFitDomain
import SnapFitPresentation

extension AppDI: ProductRegistrationDependencies, MakerProductsDependencies, MakerReservationsDependencies {
    public func makeRegisterProduct() -> RegisterProduct {
        RegisterProduct(
            accounts: repositories.accounts, referenceData: repositories.referenceData, makers: repositories.makers)
    }

    public func makeFetchMyProducts() -> FetchMyProducts {
        FetchMyProducts(accounts: repositories.accounts, products: repositories.products)
    }

    public func makeFetchMakerReservations() -> FetchMakerReservations {
        FetchMakerReservations(makers: repositories.makers, reservations: repositories.reservations)
    }

    @MainActor
    public func makeProductRegistrationScene(
        display: any ProductRegistrationDisplayLogic
    ) -> any ProductRegistrationBusinessLogic {
        ProductRegistrationConfigurator.configure(
            display: display, dependencies: self, language: configuration.language)
    }

    @MainActor
    public func makeMakerProductsScene(display: any MakerProductsDisplayLogic) -> any MakerProductsBusinessLogic {
        MakerProductsConfigurator.configure(display: display, dependencies: self, language: configuration.language)
    }

    @MainActor
    public func makeMakerReservationsScene(
        display: any MakerReservationsDisplayLogic
    ) -> any MakerReservationsBusinessLogic {
        MakerReservationsConfigurator.configure(display: display, dependencies: self, language: configuration.language)
    }
}
