import MakersDomain
import MakersPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation
import SnapFitTerminal

/// `maker reservations`: the bookings on the maker's products, each with the customer's contact and the total.
struct MakerReservationsCommand: Command {
    let name = "maker reservations"
    let summary = LocalizedText("내 상품의 예약 (작가)", "bookings on my products (makers)")
    let arguments = ArgumentSpec.none
    /// The feature's use cases over the user's services.
    let useCases: @Sendable (any AppServices) -> MakersUseCases

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recording = SceneRecording<MakerReservationsScene.Outcome>()
        await MakerReservationsConfigurator.configure(
            display: recording, dependencies: useCases(context.services), language: context.language
        ).load(request: .init())
        return recording.result { outcome in
            switch outcome {
            case .reservations(let reservations):
                .shown(reservations, MakerReservationsConsoleView(console: context.console).lines)
            case .failed(let error): .failed(error)
            }
        }
    }
}
