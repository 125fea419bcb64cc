import SnapFitDomain

/// The use case the bookings list needs; the app's composition root provides it.
public protocol MyReservationsDependencies {
    func makeFetchMyReservations() -> FetchMyReservations
}

/// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
public enum MyReservationsConfigurator {
    @MainActor
    public static func configure(
        display: any MyReservationsDisplayLogic, dependencies: some MyReservationsDependencies, language: Language
    ) -> any MyReservationsBusinessLogic {
        let presenter = MyReservationsPresenter(language: language)
        presenter.display = display
        return MyReservationsInteractor(
            presenter: presenter, fetchMyReservations: dependencies.makeFetchMyReservations())
    }
}
