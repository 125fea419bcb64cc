import ReservationsDomain
import ReservationsPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation
import SnapFitTerminal

/// `reservation <id>`: one booking with its contact details and total.
struct ReservationCommand: Command {
    let name = "reservation"
    let summary = LocalizedText("예약 상세", "one reservation")
    let arguments = ArgumentSpec(positionals: [.required("id")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let id = try arguments.id("id")
        let recording = SceneRecording<ReservationDetailScene.Outcome>()
        await ReservationDetailConfigurator.configure(
            display: recording, dependencies: ReservationsUseCases(context.services.useCases),
            language: context.language
        ).load(request: .init(id: id))
        return recording.result { outcome in
            switch outcome {
            case .reservation(let reservation):
                .shown(reservation, ReservationDetailConsoleView(console: context.console).lines)
            case .failed(let error): .failed(error)
            case .question: nil
            }
        }
    }
}
