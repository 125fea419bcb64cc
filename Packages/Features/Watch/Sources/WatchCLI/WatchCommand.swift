import SnapFitApp
import SnapFitPresentation
import SnapFitTerminal
import WatchDomain
import WatchPresentation

/// `watch maker-reservations` and `watch likes <id>`: what is watched, then each change as it happens, until Ctrl-C
/// (in the shell, back to the prompt).
struct WatchCommand: Command {
    static let makerReservations = WatchCommand(
        name: "watch maker-reservations", arguments: .none,
        summary: LocalizedText(
            "실시간: 내 상품의 예약, 그다음 새 예약과 취소 (Ctrl-C로 끝내기)",
            "live: the bookings on my products, then new and cancelled ones (Ctrl-C ends)"), example: nil
    ) { _ in .makerReservations }
    static let likes = WatchCommand(
        name: "watch likes", arguments: ArgumentSpec(positionals: [.required("id")]),
        summary: LocalizedText(
            "실시간: 상품을 찜했는지와 내 찜 수 (Ctrl-C로 끝내기)", "live: whether you like a product, and your like count (Ctrl-C ends)"),
        example: "watch likes 1"
    ) { (arguments) throws(UsageError) in .likes(productID: try arguments.id("id")) }

    let name: String
    let arguments: ArgumentSpec
    let summary: LocalizedText
    let example: String?
    private let subject: @Sendable (ParsedArguments) throws(UsageError) -> WatchScene.Subject

    private init(
        name: String, arguments: ArgumentSpec, summary: LocalizedText, example: String?,
        subject: @escaping @Sendable (ParsedArguments) throws(UsageError) -> WatchScene.Subject
    ) {
        self.name = name
        self.arguments = arguments
        self.summary = summary
        self.example = example
        self.subject = subject
    }

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let subject = try subject(arguments)
        let view = WatchConsoleView(console: context.console)
        // Each update is printed as it comes: only the last, which may be the error that ends the watch, is kept.
        let recording = SceneRecording<WatchScene.Outcome>(keepingLatest: 1) { [name] in
            view.update($0).map { context.emit(name, $0) }
        }
        let services = context.services
        await WatchConfigurator.configure(
            display: recording, dependencies: WatchUseCases(services.useCases), language: context.language,
            clock: services.watchClock
        )
        .start(request: .init(subject: subject))
        return view.ending(recording)
    }
}
