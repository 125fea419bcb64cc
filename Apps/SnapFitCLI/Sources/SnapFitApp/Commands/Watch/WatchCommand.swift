import SnapFitPresentation
import SnapFitTerminal

/// `watch maker-reservations` and `watch likes <id>`: what is watched, then each change as it happens, until Ctrl-C
/// (in the shell, back to the prompt).
struct WatchCommand: Command {
    static let makerReservations = WatchCommand(name: "watch maker-reservations", arguments: .none) { _ in
        .makerReservations
    }
    static let likes = WatchCommand(name: "watch likes", arguments: ArgumentSpec(positionals: [.required("id")])) {
        (arguments) throws(UsageError) in .likes(productID: try arguments.id("id"))
    }

    let name: String
    let arguments: ArgumentSpec
    private let subject: @Sendable (ParsedArguments) throws(UsageError) -> WatchScene.Subject

    private init(
        name: String, arguments: ArgumentSpec,
        subject: @escaping @Sendable (ParsedArguments) throws(UsageError) -> WatchScene.Subject
    ) {
        self.name = name
        self.arguments = arguments
        self.subject = subject
    }

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let subject = try subject(arguments)
        let view = WatchConsoleView(console: context.console)
        let recorder = SceneRecorder { [name] in view.update($0).map { context.emit(name, $0) } }
        await context.services.makeWatchScene(display: recorder).start(request: .init(subject: subject))
        return view.ending(recorder)
    }
}
