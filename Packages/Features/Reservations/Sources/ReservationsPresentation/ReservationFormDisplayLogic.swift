import ReservationsDomain
import SnapFitDomain
import SnapFitPresentation

/// What a screen (or the CLI renderer) implements to show the booking form. The form is a flow: show each
/// question as it comes and give the answer back to the interactor; the flow ends with a booking or an error.
public protocol ReservationFormDisplayLogic: AnyObject {
    func displayProduct(viewModel: ReservationFormScene.LoadProduct.ViewModel)
    /// Ask this now (again, with why, after a refusal).
    func displayQuestion(viewModel: ReservationFormScene.Question.ViewModel)
    /// The total of what a yes to the next question books.
    func displayQuote(viewModel: ReservationFormScene.Quote.ViewModel)
    /// The booking went through (or was found after its answer was lost). The flow is over.
    func displayBooked(viewModel: ReservationFormScene.Booked.ViewModel)
    /// The flow is over without a booking: cancelled, or refused by the server.
    func displayError(viewModel: ErrorViewModel)
}

extension SceneRecording: ReservationFormDisplayLogic where Outcome == ReservationFormScene.Outcome {
    public func displayProduct(viewModel: ReservationFormScene.LoadProduct.ViewModel) { record(.product(viewModel)) }
    public func displayQuestion(viewModel: ReservationFormScene.Question.ViewModel) { record(.question(viewModel)) }
    public func displayQuote(viewModel: ReservationFormScene.Quote.ViewModel) { record(.quote(viewModel)) }
    public func displayBooked(viewModel: ReservationFormScene.Booked.ViewModel) { record(.booked(viewModel)) }
}
