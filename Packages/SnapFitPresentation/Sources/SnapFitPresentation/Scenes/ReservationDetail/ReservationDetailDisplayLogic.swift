/// What a screen (or the CLI renderer) implements to show one reservation.
@MainActor
public protocol ReservationDetailDisplayLogic: AnyObject {
    func displayReservation(viewModel: ReservationDetailScene.ViewModel)
    func displayError(viewModel: ErrorViewModel)
}
