import LikesDomain
import LikesPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation
import SnapFitTerminal

/// `like <id>` and `unlike <id>`. A product already in that state is reported, not treated as a failure.
struct LikeCommand: Command {
    let name: String
    let arguments = ArgumentSpec(positionals: [.required("id")])
    private let liked: Bool

    var summary: LocalizedText {
        liked ? LocalizedText("상품 찜하기", "like (찜) a product") : LocalizedText("찜 취소", "take a like back")
    }
    var example: String? { liked ? "like 1" : nil }

    static let like = LikeCommand(name: "like", liked: true)
    static let unlike = LikeCommand(name: "unlike", liked: false)

    private init(name: String, liked: Bool) {
        self.name = name
        self.liked = liked
    }

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let id = try arguments.id("id")
        let recording = SceneRecording<LikeScene.Outcome>()
        await LikeConfigurator.configure(
            display: recording, dependencies: LikesUseCases(context.services.useCases), language: context.language
        ).setLike(request: .init(productID: id, liked: liked))
        return recording.result { outcome in
            switch outcome {
            case .like(let like): .shown(like, LikeConsoleView(console: context.console).lines)
            case .failed(let error): .failed(error)
            }
        }
    }
}
