import SnapFitPresentation

/// Renders the booking form for the terminal. What the flow shows along the way (the product, why an answer was
/// refused, the total) and the question on screen wait in `screen` for the walk-through to take; the booking or the
/// error that ends the flow is the command's result.
@MainActor
final class ReservationFormConsoleDisplay: ConsoleDisplay, ReservationFormDisplayLogic {
    private let language: Language
    var screen = FlowScreen<ReservationFormScene.Question.ViewModel>()

    init(style: TextStyle, language: Language) {
        self.language = language
        super.init(style: style)
    }

    func displayProduct(viewModel: ReservationFormScene.LoadProduct.ViewModel) {
        screen.note([style.bold(viewModel.title) + "  " + style.cyan("#\(viewModel.productID)")])
        screen.note(viewModel.options.map { "  " + $0.label })
        if let personPrice = viewModel.personPriceLabel { screen.note(["  " + personPrice]) }
    }

    func displayQuestion(viewModel: ReservationFormScene.Question.ViewModel) {
        if let refusal = viewModel.refusal { screen.note([style.red(refusal.message)]) }
        screen.ask(viewModel)
    }

    func displayQuote(viewModel: ReservationFormScene.Quote.ViewModel) {
        screen.note([
            style.bold(viewModel.productTitle), "  " + viewModel.optionLabel, "  " + viewModel.timeLabel,
            "  " + Labels.peopleCount(viewModel.people, language) + " · " + viewModel.place,
            "  " + style.bold(viewModel.totalLabel),
        ])
    }

    func displayBooked(viewModel: ReservationFormScene.Booked.ViewModel) {
        var lines = [style.green(viewModel.message)]
        if let reservation = viewModel.reservation {
            lines += ReservationLines.render(reservation, style: style, language: language)
        }
        show(viewModel, lines: lines)
    }
}
