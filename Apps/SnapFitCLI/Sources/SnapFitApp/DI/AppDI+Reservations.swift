import SnapFitDomain
import SnapFitPresentation

extension AppDI: ReservationFormDependencies, MyReservationsDependencies, ReservationDetailDependencies {
    public func makeMakeReservation() -> MakeReservation {
        MakeReservation(products: repositories.products, reservations: repositories.reservations)
    }

    public func makeFetchMyReservations() -> FetchMyReservations {
        FetchMyReservations(reservations: repositories.reservations)
    }

    public func makeFetchReservationDetail() -> FetchReservationDetail {
        FetchReservationDetail(reservations: repositories.reservations)
    }

    public func makeCancelReservation() -> CancelReservation {
        CancelReservation(reservations: repositories.reservations)
    }

    @MainActor
    public func makeReservationFormScene(display: any ReservationFormDisplayLogic) -> any ReservationFormBusinessLogic {
        ReservationFormConfigurator.configure(display: display, dependencies: self, language: configuration.language)
    }

    @MainActor
    public func makeMyReservationsScene(display: any MyReservationsDisplayLogic) -> any MyReservationsBusinessLogic {
        MyReservationsConfigurator.configure(display: display, dependencies: self, language: configuration.language)
    }

    @MainActor
    public func makeReservationDetailScene(
        display: any ReservationDetailDisplayLogic
    ) -> any ReservationDetailBusinessLogic {
        ReservationDetailConfigurator.configure(display: display, dependencies: self, language: configuration.language)
    }
}
