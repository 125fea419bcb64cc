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
        let recording = SceneRecording<MyReservationsScene.Outcome>()
        await MyReservationsConfigurator.configure(
            display: recording, dependencies: ReservationsUseCases(context.services.useCases),
            language: context.language
        ).load(request: .all)
        return recording.result { outcome in
            switch outcome {
            case .reservations(let list): .shown(list, MyReservationsConsoleView(console: context.console).lines)
            case .failed(let error): .failed(error)
            }
        }
    }
}
