import SnapFitPresentation
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
        let recorder = SceneRecorder()
        let scene = context.services.makeReservationDetailScene(display: recorder)
        await scene.cancelReservation(request: .init(id: id, reason: arguments.value(Self.reason.name)))
        return try await Walkthrough<ReservationDetailScene.Cancel.Step>(
            recorder: recorder, scene: scene, context: context
        ) { _ in
            []
        } outcome: {
            context.result(
                $0, ReservationDetailScene.ViewModel.self,
                lines: ReservationDetailConsoleView(console: context.console).lines)
        }.run()
    }
}
