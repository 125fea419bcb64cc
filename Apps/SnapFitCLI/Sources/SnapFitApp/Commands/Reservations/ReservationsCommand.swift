import SnapFitPresentation
import SnapFitTerminal

/// `reservations`: the customer's bookings, active and cancelled, newest shoot first (up to ten pages).
struct ReservationsCommand: Command {
    let name = "reservations"
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recorder = SceneRecorder()
        await context.services.makeMyReservationsScene(display: recorder).load(request: .all)
        return context.result(
            recorder, MyReservationsScene.ViewModel.self,
            lines: MyReservationsConsoleView(console: context.console).lines)
    }
}
