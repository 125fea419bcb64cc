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
        let recorder = SceneRecorder()
        await ReservationDetailConfigurator.configure(
            display: recorder, dependencies: ReservationsUseCases(context.services.useCases), language: context.language
        ).load(request: .init(id: id))
        return context.result(
            recorder, ReservationDetailScene.ViewModel.self,
            lines: ReservationDetailConsoleView(console: context.console).lines)
    }
}
