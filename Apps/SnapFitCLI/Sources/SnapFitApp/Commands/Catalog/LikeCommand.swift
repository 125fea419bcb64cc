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
        let display = LikeConsoleDisplay(context)
        await context.services.makeLikeScene(display: display).setLike(request: .init(productID: id, liked: liked))
        return display.outcome()
    }
}
