import SnapFitTerminal

/// `cancel <id> --reason TEXT`: cancels the customer's own booking. In the shell a missing or refused reason is asked
/// for until one is accepted or the user types `cancel`.
struct CancelCommand: Command {
    let name = "cancel"
    let arguments = ArgumentSpec(positionals: [.required("id")], flags: [reason])
    private static let reason = ArgumentSpec.Flag.value("reason", "TEXT", required: true)

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let id = try arguments.id("id")
        let display = ReservationDetailConsoleDisplay(context)
        let scene = context.services.makeReservationDetailScene(display: display)
        await scene.cancelReservation(request: .init(id: id, reason: arguments.value(Self.reason.name)))
        return try await Walkthrough(display: display, scene: scene, context: context).run()
    }
}
