import SnapFitPresentation

/// Renders the booking form for the terminal. What the flow shows along the way (the product, why an answer was
/// refused, the total) waits in `notes` and the question on screen in `question`, for the walk-through to take; the
/// booking or the error that ends the flow is the command's result.
@MainActor
final class ReservationFormConsoleDisplay: ConsoleDisplay, ReservationFormDisplayLogic {
    private let language: Language
    private var notes: [String] = []
    private var question: ReservationFormScene.Question.ViewModel?

    init(style: TextStyle, language: Language) {
        self.language = language
        super.init(style: style)
    }

    /// The lines shown since the last call.
    func takeNotes() -> [String] {
        defer { notes = [] }
        return notes
    }

    /// The question the flow asks now, if it asks one.
    func takeQuestion() -> ReservationFormScene.Question.ViewModel? {
        defer { question = nil }
        return question
    }

    func displayProduct(viewModel: ReservationFormScene.LoadProduct.ViewModel) {
        notes.append(style.bold(viewModel.title) + "  " + style.cyan("#\(viewModel.productID)"))
        notes += viewModel.options.map { "  " + $0.label }
        if let personPrice = viewModel.personPriceLabel { notes.append("  " + personPrice) }
    }

    func displayQuestion(viewModel: ReservationFormScene.Question.ViewModel) {
        if let refusal = viewModel.refusal { notes.append(style.red(refusal.message)) }
        question = viewModel
    }

    func displayQuote(viewModel: ReservationFormScene.Quote.ViewModel) {
        notes += [
            style.bold(viewModel.productTitle), "  " + viewModel.optionLabel, "  " + viewModel.timeLabel,
            "  " + Labels.peopleCount(viewModel.people, language) + " · " + viewModel.place,
            "  " + style.bold(viewModel.totalLabel),
        ]
    }

    func displayBooked(viewModel: ReservationConfirmationScene.ViewModel) {
        var lines = [style.green(viewModel.message)]
        if let reservation = viewModel.reservation {
            lines += ReservationLines.render(reservation, style: style, language: language)
        }
        show(viewModel, lines: lines)
    }
}
