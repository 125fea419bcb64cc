import PhotosDomain
import PhotosPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation
import SnapFitTerminal

/// `photos <id> [--photo N]`: a product's photos one at a time with their index, from the first or photo N. In the
/// shell the viewer stays open: `next`, `prev` (or Enter), a photo's number, and `q` to close.
struct PhotosCommand: Command {
    let name = "photos"
    let arguments = ArgumentSpec(positionals: [.required("id")], flags: [.value("photo", "N")])
    let summary = LocalizedText(
        "상품 사진을 한 장씩 (셸에서는 next, prev, q)", "a product's photos one at a time (next, prev, q in the shell)")
    let example: String? = "photos 1 --photo 2"

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let id = try arguments.id("id")
        var photo: Int?
        if let text = arguments.value("photo") { photo = try IDArgument.parse(text, name: "N") }
        let view = PhotoViewerConsoleView(console: context.console, inlineImages: context.inlineImages)
        let recording = SceneRecording<PhotoViewerScene.Outcome> { view.show($0) }
        let scene = PhotoViewerConfigurator.configure(
            display: recording, dependencies: PhotosUseCases(context.services.useCases), language: context.language)
        await scene.open(request: .init(productID: id, photo: photo, staysOpen: context.prompter != nil))
        return try await Walkthrough(recording: recording, scene: scene, context: context, shown: view.shown).run()
    }
}
