import ReservationsDomain
import ReservationsPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation

/// Renders one reservation for the terminal.
struct ReservationDetailConsoleView: ConsoleView {
    let console: Console

    func lines(_ viewModel: ReservationDetailScene.ViewModel) -> [String] {
        (viewModel.message.map { [style.green($0)] } ?? [])
            + ReservationLines.render(viewModel.reservation, style: style, language: language)
            + pricesNote(viewModel.pricesNotice)
    }
}
