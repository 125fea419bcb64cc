/// `reservations`: the customer's bookings, active and cancelled, newest shoot first (every page).
struct ReservationsCommand: Command {
    let name = "reservations"
    let arguments = ArgumentSpec.none
    /// The most pages read for one listing.
    private let pageLimit = 10

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let display = MyReservationsConsoleDisplay(context)
        let scene = context.di.makeMyReservationsScene(display: display)
        await scene.load(request: .init())
        var pages = 1
        while case .success? = display.result, !display.isAtEnd, pages < pageLimit {
            await scene.loadMore(request: .init())
            pages += 1
        }
        return display.outcome()
    }
}
