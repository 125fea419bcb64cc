import SnapFitPresentation

/// Keeps what the booking form displayed: the product, the question it asks now, the quote, the booking or the
/// error.
@MainActor
final class ReservationFormCapture: FlowCapture<ReservationFormScene.Question.Step>, ReservationFormDisplayLogic {
    private(set) var product: ReservationFormScene.LoadProduct.ViewModel?
    private(set) var quote: ReservationFormScene.Quote.ViewModel?
    private(set) var booked: ReservationFormScene.Booked.ViewModel?

    func displayProduct(viewModel: ReservationFormScene.LoadProduct.ViewModel) { product = viewModel }
    func displayQuote(viewModel: ReservationFormScene.Quote.ViewModel) { quote = viewModel }
    func displayBooked(viewModel: ReservationFormScene.Booked.ViewModel) { booked = viewModel }
}
