import SnapFitTerminal

/// `maker reservations`: the bookings on the maker's products, each with the customer's contact and the total.
struct MakerReservationsCommand: Command {
    let name = "maker reservations"
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let display = MakerReservationsConsoleDisplay(context)
        await context.services.makeMakerReservationsScene(display: display).load(request: .init())
        return display.outcome()
    }
}
