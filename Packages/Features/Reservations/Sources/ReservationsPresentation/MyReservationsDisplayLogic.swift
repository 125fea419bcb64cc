import ReservationsDomain
import SnapFitDomain
import SnapFitPresentation

/// What a screen (or the CLI renderer) implements to show the customer's bookings.
public protocol MyReservationsDisplayLogic: AnyObject {
    func displayReservations(viewModel: MyReservationsScene.ViewModel)
    func displayError(viewModel: ErrorViewModel)
}

extension SceneRecording: MyReservationsDisplayLogic where Outcome == MyReservationsScene.Outcome {
    public func displayReservations(viewModel: MyReservationsScene.ViewModel) { record(.reservations(viewModel)) }
}
