import MakersDomain
import SnapFitDomain
import SnapFitPresentation

/// What a screen (or the CLI renderer) implements to show the bookings on the maker's products.
public protocol MakerReservationsDisplayLogic: AnyObject {
    func displayReservations(viewModel: MakerReservationsScene.Load.ViewModel)
    func displayError(viewModel: ErrorViewModel)
}

extension SceneRecording: MakerReservationsDisplayLogic where Outcome == MakerReservationsScene.Outcome {
    public func displayReservations(viewModel: MakerReservationsScene.Load.ViewModel) {
        record(.reservations(viewModel))
    }
}
