/// What a screen (or the CLI renderer) implements to show the booking form.
@MainActor
public protocol ReservationFormDisplayLogic: AnyObject {
    func displayProduct(viewModel: ReservationFormScene.LoadProduct.ViewModel)
    /// Every field that needs no product is valid.
    func displayFieldsAccepted()
    func displayQuote(viewModel: ReservationFormScene.Quote.ViewModel)
    /// The booking went through (or was found after its answer was lost).
    func displayBooked(viewModel: ReservationConfirmationScene.ViewModel)
    /// A refusal; for a validation error `field` names the field to ask again.
    func displayError(viewModel: ErrorViewModel, field: String?)
}
