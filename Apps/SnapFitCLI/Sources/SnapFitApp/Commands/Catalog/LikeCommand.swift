import SnapFitPresentation
import SnapFitTerminal

/// `like <id>` and `unlike <id>`. A product already in that state is reported, not treated as a failure.
struct LikeCommand: Command {
    let name: String
    let arguments = ArgumentSpec(positionals: [.required("id")])
    private let liked: Bool

    static let like = LikeCommand(name: "like", liked: true)
    static let unlike = LikeCommand(name: "unlike", liked: false)

    private init(name: String, liked: Bool) {
        self.name = name
        self.liked = liked
    }

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let id = try arguments.id("id")
        let recorder = SceneRecorder()
        await context.services.makeLikeScene(display: recorder).setLike(request: .init(productID: id, liked: liked))
        return context.result(
            recorder, LikeScene.SetLike.ViewModel.self, lines: LikeConsoleView(console: context.console).lines)
    }
}
