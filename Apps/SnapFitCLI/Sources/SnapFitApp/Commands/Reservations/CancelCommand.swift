/// `cancel <id> --reason TEXT`: cancels the customer's own booking. In the shell a missing or refused reason is asked
/// for until one is accepted or the user types `cancel`.
struct CancelCommand: Command {
    let name = "cancel"
    let usage = LocalizedText(verbatim: "cancel <id> --reason TEXT")
    let arguments = ArgumentSpec(positionals: [.required("id")], flags: [.value("reason", "TEXT")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let id = try arguments.id("id")
        let display = ReservationDetailConsoleDisplay(context)
        let scene = context.di.makeReservationDetailScene(display: display)
        await scene.cancelReservation(request: .init(id: id, reason: arguments.value("reason")))
        return await Walkthrough(display: display, scene: scene, context: context) { _ in "--reason TEXT" }.run()
    }
}
