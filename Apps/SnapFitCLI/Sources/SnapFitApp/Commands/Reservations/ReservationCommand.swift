import SnapFitTerminal

/// `reservation <id>`: one booking with its contact details and total.
struct ReservationCommand: Command {
    let name = "reservation"
    let arguments = ArgumentSpec(positionals: [.required("id")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let id = try arguments.id("id")
        let display = ReservationDetailConsoleDisplay(context)
        await context.services.makeReservationDetailScene(display: display).load(request: .init(id: id))
        return display.outcome()
    }
}
