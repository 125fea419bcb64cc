import SnapFitPresentation
import SnapFitTerminal

/// `reservation <id>`: one booking with its contact details and total.
struct ReservationCommand: Command {
    let name = "reservation"
    let arguments = ArgumentSpec(positionals: [.required("id")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let id = try arguments.id("id")
        let recorder = SceneRecorder()
        await context.services.makeReservationDetailScene(display: recorder).load(request: .init(id: id))
        return context.result(
            recorder, ReservationDetailScene.ViewModel.self,
            lines: ReservationDetailConsoleView(console: context.console).lines)
    }
}
