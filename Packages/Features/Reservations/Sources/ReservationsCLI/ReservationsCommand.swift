import ReservationsDomain
import ReservationsPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation
import SnapFitTerminal

/// `reservations`: the customer's bookings, active and cancelled, newest shoot first (up to ten pages).
struct ReservationsCommand: Command {
    let name = "reservations"
    let summary = LocalizedText("내 예약 목록", "my reservations")
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recorder = SceneRecorder()
        await MyReservationsConfigurator.configure(
            display: recorder, dependencies: ReservationsUseCases(context.services.useCases), language: context.language
        ).load(request: .all)
        return context.result(
            recorder, MyReservationsScene.ViewModel.self,
            lines: MyReservationsConsoleView(console: context.console).lines)
    }
}
