import SnapFitPresentation

/// Renders one reservation for the terminal.
@MainActor
final class ReservationDetailConsoleDisplay: FlowConsoleDisplay<ReservationDetailScene.Cancel.Step>,
    ReservationDetailDisplayLogic
{
    func displayReservation(viewModel: ReservationDetailScene.ViewModel) {
        var lines = viewModel.message.map { [style.green($0)] } ?? []
        lines += ReservationLines.render(viewModel.reservation, style: style, language: language)
        lines += pricesNote(viewModel.pricesNotice)
        show(viewModel, lines: lines)
    }
}
