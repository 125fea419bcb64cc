import ReservationsDomain
import SnapFitDomain
import SnapFitPresentation

/// The use cases the bookings list needs; the app's composition root provides them.
public protocol MyReservationsDependencies {
    func makeFetchMyReservations() -> FetchMyReservations
    func makeFetchReservationTotals() -> FetchReservationTotals
    func makeFetchPricing() -> FetchPricing
}

/// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
public enum MyReservationsConfigurator {
    public static func configure(
        display: any MyReservationsDisplayLogic, dependencies: some MyReservationsDependencies, language: Language
    ) -> any MyReservationsBusinessLogic {
        let presenter = MyReservationsPresenter(language: language)
        presenter.display = display
        return MyReservationsInteractor(
            presenter: presenter, fetchMyReservations: dependencies.makeFetchMyReservations(),
            fetchTotals: dependencies.makeFetchReservationTotals(), fetchPricing: dependencies.makeFetchPricing())
    }
}
