import SnapFitTerminal

/// `reservations`: the customer's bookings, active and cancelled, newest shoot first (up to ten pages).
struct ReservationsCommand: Command {
    let name = "reservations"
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let display = MyReservationsConsoleDisplay(context)
        await context.services.makeMyReservationsScene(display: display).load(request: .all)
        return display.outcome()
    }
}
