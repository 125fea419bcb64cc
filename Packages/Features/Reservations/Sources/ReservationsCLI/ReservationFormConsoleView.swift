import ReservationsDomain
import ReservationsPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation

/// Renders the booking form for the terminal: the product and the total along the way; the booking that ends the
/// flow is the command's result.
struct ReservationFormConsoleView: ConsoleView {
    let console: Console

    /// The product and the total, when the form showed them since the last answer.
    func notes(_ recorder: SceneRecorder) -> [String] {
        (recorder.last(ReservationFormScene.LoadProduct.ViewModel.self).map(lines) ?? [])
            + (recorder.last(ReservationFormScene.Quote.ViewModel.self).map(lines) ?? [])
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
