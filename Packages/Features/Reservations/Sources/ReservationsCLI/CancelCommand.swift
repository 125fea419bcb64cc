import ReservationsDomain
import ReservationsPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation
import SnapFitTerminal

/// `cancel <id> --reason TEXT`: cancels the customer's own booking. In the shell a missing or refused reason is asked
/// for until one is accepted or the user types `cancel`.
struct CancelCommand: Command {
    let name = "cancel"
    let summary = LocalizedText(
        "예약 취소 (사유 \(Labels.range(ReservationRules.reasonLength))자)",
        "cancel a reservation (a reason of \(Labels.range(ReservationRules.reasonLength)) characters)")
    let example: String? = #"cancel 1 --reason "일정이 바뀌었어요""#
    let arguments = ArgumentSpec(positionals: [.required("id")], flags: [reason])

    func optionSummary(_ flag: String) -> LocalizedText? {
        flag == "reason" ? LocalizedText { Labels.cancellationReason($0) } : nil
    }
    private static let reason = ArgumentSpec.Flag.value("reason", "TEXT", required: true)

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let id = try arguments.id("id")
        let recording = SceneRecording<ReservationDetailScene.Outcome>()
        let scene = ReservationDetailConfigurator.configure(
            display: recording, dependencies: ReservationsUseCases(context.services.useCases),
            language: context.language
        )
        await scene.cancelReservation(request: .init(id: id, reason: arguments.value(Self.reason.name)))
        let view = ReservationDetailConsoleView(console: context.console)
        return try await Walkthrough<ReservationDetailScene.Outcome, ReservationDetailScene.Cancel.Step>(
            recording: recording, scene: scene, context: context
        ) { outcome in
            switch outcome {
            case .question(let question): .question(question)
            case .reservation(let reservation): .end(.shown(reservation, view.lines))
            case .failed(let error): .end(.failed(error))
            }
        }.run()
    }
}
