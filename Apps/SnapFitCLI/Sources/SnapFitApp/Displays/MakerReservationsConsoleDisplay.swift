import SnapFitPresentation

/// Renders the bookings on the maker's products for the terminal, each with contact and total.
@MainActor
final class MakerReservationsConsoleDisplay: ConsoleDisplay, MakerReservationsDisplayLogic {

    func displayReservations(viewModel: MakerReservationsScene.Load.ViewModel) {
        var lines = [style.bold(viewModel.title)]
        if let empty = viewModel.empty { lines.append("  " + empty) }
        for reservation in viewModel.reservations {
            lines += ReservationLines.render(reservation, style: style, language: language)
        }
        lines += pricesNote(viewModel.pricesNotice)
        show(viewModel, lines: lines)
    }
}
