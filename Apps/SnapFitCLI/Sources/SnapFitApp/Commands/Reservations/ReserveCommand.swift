import SnapFitDomain
import SnapFitPresentation
import SnapFitTerminal

/// `reserve <product-id> --option <minutes> --at "YYYY-MM-DD HH:MM" --people N --email ADDR --place TEXT
/// [--phone 01012345678] [--anyway]`. Every field is checked before anything is sent. In the shell, missing or refused
/// fields are asked for one by one and the total is shown before booking. A booking that may not be meant (the same
/// product and time again, more than a year ahead, outside 06:00–22:00) is asked about in the shell, and needs
/// `--anyway` elsewhere.
struct ReserveCommand: Command {
    let name = "reserve"
    let arguments = ArgumentSpec(
        positionals: [.required("product-id")],
        flags: (BookingField.allCases.filter { !$0.isOptional } + BookingField.allCases.filter(\.isOptional))
            .map(flag(for:)) + [.switch("anyway")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let productID = try arguments.id("product-id")
        var answers: [BookingField: String] = [:]
        for field in BookingField.allCases {
            if let value = arguments.value(Self.flag(for: field).name) { answers[field] = value }
        }
        let view = ReservationFormConsoleView(console: context.console)
        let recorder = SceneRecorder()
        let scene = context.services.makeReservationFormScene(display: recorder)
        await scene.start(
            request: .init(
                productID: productID, answers: answers, acceptsWarnings: arguments.isPresent("anyway"),
                answersAll: context.prompter == nil))
        return try await Walkthrough<ReservationFormScene.Question.Step>(
            recorder: recorder, scene: scene, context: context, notes: view.notes
        ) { context.result($0, ReservationFormScene.Booked.ViewModel.self, lines: view.lines) }.run()
    }

    /// The flag that gives `field`.
    private static func flag(for field: BookingField) -> ArgumentSpec.Flag {
        switch field {
        case .option: .value("option", "<minutes>", required: true)
        case .time: .value("at", "\"YYYY-MM-DD HH:MM\"", required: true)
        case .people: .value("people", "N", required: true)
        case .email: .value("email", "ADDR", required: true)
        case .phone: .value("phone", "01012345678")
        case .place: .value("place", "TEXT", required: true)
        }
    }
}
