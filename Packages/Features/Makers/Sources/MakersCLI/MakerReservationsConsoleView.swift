import MakersDomain
import MakersPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation

/// Renders the bookings on the maker's products for the terminal, each with contact and total.
struct MakerReservationsConsoleView: ConsoleView {
    let console: Console

    func lines(_ viewModel: MakerReservationsScene.Load.ViewModel) -> [String] {
        var lines = [style.bold(viewModel.title)]
        if let empty = viewModel.empty { lines.append("  " + empty) }
        for reservation in viewModel.reservations {
            lines += ReservationLines.render(reservation, style: style, language: language)
        }
        return lines + pricesNote(viewModel.pricesNotice)
    }
}
