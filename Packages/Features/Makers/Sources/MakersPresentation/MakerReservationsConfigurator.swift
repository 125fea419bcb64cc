import MakersDomain
import SnapFitDomain
import SnapFitPresentation

/// The use case the maker's booking list needs; the app's composition root provides it.
public protocol MakerReservationsDependencies: PricingDependencies {
    func makeFetchMakerReservations() -> FetchMakerReservations
}

/// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
public enum MakerReservationsConfigurator {
    public static func configure(
        display: any MakerReservationsDisplayLogic, dependencies: some MakerReservationsDependencies,
        language: Language
    ) -> any MakerReservationsBusinessLogic {
        let presenter = MakerReservationsPresenter(language: language)
        presenter.display = display
        return MakerReservationsInteractor(
            presenter: presenter, fetchMakerReservations: dependencies.makeFetchMakerReservations(),
            fetchPricing: dependencies.makeFetchPricing())
    }
}
