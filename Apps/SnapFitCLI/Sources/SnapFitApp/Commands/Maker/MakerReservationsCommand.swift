import SnapFitPresentation
import SnapFitTerminal

/// `maker reservations`: the bookings on the maker's products, each with the customer's contact and the total.
struct MakerReservationsCommand: Command {
    let name = "maker reservations"
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recorder = SceneRecorder()
        await context.services.makeMakerReservationsScene(display: recorder).load(request: .init())
        return context.result(
            recorder, MakerReservationsScene.Load.ViewModel.self,
            lines: MakerReservationsConsoleView(console: context.console).lines)
    }
}
