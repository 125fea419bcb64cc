import SnapFitPresentation

/// Renders one reservation for the terminal.
@MainActor
final class ReservationDetailConsoleDisplay: ConsoleDisplay, ReservationDetailDisplayLogic {
    private let language: Language

    init(style: TextStyle, language: Language) {
        self.language = language
        super.init(style: style)
    }

    func displayReservation(viewModel: ReservationDetailScene.ViewModel) {
        var lines = viewModel.message.map { [style.green($0)] } ?? []
        lines += ReservationLines.render(viewModel.reservation, style: style, language: language)
        show(viewModel, lines: lines)
    }
}
