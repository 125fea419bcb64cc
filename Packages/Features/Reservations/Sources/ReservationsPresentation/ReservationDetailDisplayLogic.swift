import ReservationsDomain
import SnapFitDomain
import SnapFitPresentation

/// What a screen (or the CLI renderer) implements to show one reservation.
public protocol ReservationDetailDisplayLogic: AnyObject {
    func displayReservation(viewModel: ReservationDetailScene.ViewModel)
    /// Ask for a cancellation reason (again, with why, after a refusal).
    func displayQuestion(viewModel: ReservationDetailScene.Cancel.Question)
    func displayError(viewModel: ErrorViewModel)
}

extension SceneRecording: ReservationDetailDisplayLogic where Outcome == ReservationDetailScene.Outcome {
    public func displayReservation(viewModel: ReservationDetailScene.ViewModel) { record(.reservation(viewModel)) }
    public func displayQuestion(viewModel: ReservationDetailScene.Cancel.Question) { record(.question(viewModel)) }
}
