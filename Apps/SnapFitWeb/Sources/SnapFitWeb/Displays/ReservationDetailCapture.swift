import SnapFitPresentation

/// Keeps what a reservation's scene displayed: the reservation, the cancellation reason it asks for, or an error.
@MainActor
final class ReservationDetailCapture: FlowCapture<ReservationDetailScene.Cancel.Step>, ReservationDetailDisplayLogic {
    private(set) var reservation: ReservationDetailScene.ViewModel?

    func displayReservation(viewModel: ReservationDetailScene.ViewModel) { reservation = viewModel }
}
