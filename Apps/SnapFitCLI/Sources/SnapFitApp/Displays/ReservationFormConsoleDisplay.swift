import SnapFitPresentation

/// Renders the booking form for the terminal, and keeps what the walk-through needs: whether the fields passed,
/// the field a refusal named, the quote.
@MainActor
final class ReservationFormConsoleDisplay: ConsoleDisplay, ReservationFormDisplayLogic {
    private let language: Language
    private(set) var fieldsAccepted = false
    private(set) var quote: ReservationFormScene.Quote.ViewModel?
    /// The field the last refusal named, such as `time`.
    private(set) var refusedField: String?

    init(style: TextStyle, language: Language) {
        self.language = language
        super.init(style: style)
    }

    override func reset() {
        super.reset()
        fieldsAccepted = false
        quote = nil
        refusedField = nil
    }

    func displayProduct(viewModel: ReservationFormScene.LoadProduct.ViewModel) {
        var lines = [style.bold(viewModel.title) + "  " + style.cyan("#\(viewModel.productID)")]
        lines += viewModel.options.map { "  " + $0.label }
        if let personPrice = viewModel.personPriceLabel { lines.append("  " + personPrice) }
        show(viewModel, lines: lines)
    }

    func displayFieldsAccepted() {
        fieldsAccepted = true
    }

    func displayQuote(viewModel: ReservationFormScene.Quote.ViewModel) {
        quote = viewModel
        show(
            viewModel,
            lines: [
                style.bold(viewModel.productTitle), "  " + viewModel.optionLabel, "  " + viewModel.timeLabel,
                "  " + language.pick("인원 \(viewModel.people)명", "\(viewModel.people) people") + " · " + viewModel.place,
                "  " + style.bold(viewModel.totalLabel),
            ])
    }

    func displayBooked(viewModel: ReservationConfirmationScene.ViewModel) {
        var lines = [style.green(viewModel.message)]
        if let reservation = viewModel.reservation {
            lines += ReservationLines.render(reservation, style: style, language: language)
        }
        show(viewModel, lines: lines)
    }

    func displayError(viewModel: ErrorViewModel, field: String?) {
        refusedField = field
        displayError(viewModel: viewModel)
    }
}
