import SnapFitPresentation

/// Keeps what the customer's reservations scene displayed.
@MainActor
final class MyReservationsCapture: MyReservationsDisplayLogic {
    private(set) var outcome: SceneOutcome<MyReservationsScene.ViewModel>?

    func displayReservations(viewModel: MyReservationsScene.ViewModel) { outcome = .shown(viewModel) }
    func displayError(viewModel: ErrorViewModel) { outcome = .failed(viewModel) }
}
