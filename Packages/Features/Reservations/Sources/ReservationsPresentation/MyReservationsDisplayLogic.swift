import ReservationsDomain
import SnapFitDomain
import SnapFitPresentation

/// What a screen (or the CLI renderer) implements to show the customer's bookings.
@MainActor
public protocol MyReservationsDisplayLogic: AnyObject {
    func displayReservations(viewModel: MyReservationsScene.ViewModel)
    func displayError(viewModel: ErrorViewModel)
}

extension SceneRecorder: MyReservationsDisplayLogic {
    public func displayReservations(viewModel: MyReservationsScene.ViewModel) { record(viewModel) }
}
