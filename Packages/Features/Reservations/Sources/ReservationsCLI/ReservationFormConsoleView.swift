import ReservationsDomain
import ReservationsPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation

/// Renders the booking form for the terminal: the product and the total along the way; the booking that ends the
/// flow is the command's result.
struct ReservationFormConsoleView: ConsoleView {
    let console: Console

    /// What each outcome of the form is to the terminal: the product and the total are said along the way, and the
    /// booking ends the flow.
    func shown(
        _ outcome: ReservationFormScene.Outcome
    ) -> Walkthrough<ReservationFormScene.Outcome, ReservationFormScene.Question.Step>.Shown {
        switch outcome {
        case .product(let product): .note(lines(product))
        case .question(let question): .question(question)
        case .quote(let quote): .note(lines(quote))
        case .booked(let booked): .end(.shown(booked, lines))
        case .failed(let error): .end(.failed(error))
        }
    }

    func lines(_ viewModel: ReservationFormScene.LoadProduct.ViewModel) -> [String] {
        [style.bold(viewModel.title) + "  " + style.cyan("#\(viewModel.productID)")]
            + viewModel.options.map { "  " + $0.label } + (viewModel.personPriceLabel.map { ["  " + $0] } ?? [])
            + pricesNote(viewModel.pricesNotice)
    }

    func lines(_ viewModel: ReservationFormScene.Quote.ViewModel) -> [String] {
        [
            style.bold(viewModel.productTitle), "  " + viewModel.optionLabel, "  " + viewModel.timeLabel,
            "  " + Labels.peopleCount(viewModel.people, language) + " · " + viewModel.place,
            "  " + style.bold(viewModel.totalLabel),
        ]
    }

    func lines(_ viewModel: ReservationFormScene.Booked.ViewModel) -> [String] {
        [style.green(viewModel.message)]
            + (viewModel.reservation.map { ReservationLines.render($0, style: style, language: language) } ?? [])
    }
}
