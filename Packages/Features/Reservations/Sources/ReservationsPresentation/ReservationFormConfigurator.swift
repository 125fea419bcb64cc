import ReservationsDomain
import SnapFitDomain
import SnapFitPresentation

/// The use case the booking form needs; the app's composition root provides it.
public protocol ReservationFormDependencies: PricingDependencies {
    func makeMakeReservation() -> MakeReservation
}

/// Wires the VIP cycle: display → interactor → presenter → display (held weakly).
public enum ReservationFormConfigurator {
    public static func configure(
        display: any ReservationFormDisplayLogic, dependencies: some ReservationFormDependencies, language: Language
    ) -> any ReservationFormBusinessLogic {
        let presenter = ReservationFormPresenter(language: language)
        presenter.display = display
        return ReservationFormInteractor(
            presenter: presenter, makeReservation: dependencies.makeMakeReservation(),
            fetchPricing: dependencies.makeFetchPricing())
    }
}
