import SnapFitPresentation

/// Renders the booking form for the terminal: the product, why an answer was refused and the total are shown along
/// the way; the booking or the error that ends the flow is the command's result.
@MainActor
final class ReservationFormConsoleDisplay: FlowConsoleDisplay<ReservationFormScene.Question.Step>,
    ReservationFormDisplayLogic
{
    func displayProduct(viewModel: ReservationFormScene.LoadProduct.ViewModel) {
        note([style.bold(viewModel.title) + "  " + style.cyan("#\(viewModel.productID)")])
        note(viewModel.options.map { "  " + $0.label })
        if let personPrice = viewModel.personPriceLabel { note(["  " + personPrice]) }
        note(pricesNote(viewModel.pricesNotice))
    }

    func displayQuote(viewModel: ReservationFormScene.Quote.ViewModel) {
        note([
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
