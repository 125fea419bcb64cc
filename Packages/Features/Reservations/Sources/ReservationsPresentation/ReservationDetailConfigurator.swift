import ReservationsDomain
import SnapFitDomain
import SnapFitPresentation

/// The use cases a reservation's screen needs; the app's composition root provides them.
public protocol ReservationDetailDependencies: PricingDependencies {
    func makeFetchReservationDetail() -> FetchReservationDetail
    func makeCancelReservation() -> CancelReservation
}

/// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
public enum ReservationDetailConfigurator {
    public static func configure(
        display: any ReservationDetailDisplayLogic, dependencies: some ReservationDetailDependencies,
        language: Language
    ) -> any ReservationDetailBusinessLogic {
        let presenter = ReservationDetailPresenter(language: language)
        presenter.display = display
        return ReservationDetailInteractor(
            presenter: presenter, fetchReservationDetail: dependencies.makeFetchReservationDetail(),
            cancelReservation: dependencies.makeCancelReservation(), fetchPricing: dependencies.makeFetchPricing())
    }
}
