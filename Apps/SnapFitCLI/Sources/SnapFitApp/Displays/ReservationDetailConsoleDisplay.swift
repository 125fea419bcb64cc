import SnapFitPresentation

/// Renders one reservation for the terminal.
@MainActor
final class ReservationDetailConsoleDisplay: ConsoleDisplay, ReservationDetailDisplayLogic {
    private var reasonQuestion: ReservationDetailScene.Cancel.Question?

    /// The reason the scene asks for, if it asks; the command takes it.
    func takeReasonQuestion() -> ReservationDetailScene.Cancel.Question? {
        defer { reasonQuestion = nil }
        return reasonQuestion
    }

    func displayReasonQuestion(viewModel: ReservationDetailScene.Cancel.Question) {
        reasonQuestion = viewModel
    }

    func displayReservation(viewModel: ReservationDetailScene.ViewModel) {
        var lines = viewModel.message.map { [style.green($0)] } ?? []
        lines += ReservationLines.render(viewModel.reservation, style: style, language: language)
        show(viewModel, lines: lines)
    }
}
