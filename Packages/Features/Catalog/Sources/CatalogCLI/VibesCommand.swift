import SnapFitApp
import SnapFitPresentation
import SnapFitTerminal

/// `vibes`: the catalog's moods, by id.
struct VibesCommand: Command {
    let name = "vibes"
    let arguments = ArgumentSpec.none
    let summary = LocalizedText("분위기 목록", "list the vibes (moods)")

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recording = SceneRecording<ReferenceDataScene.Outcome>()
        await context.services.makeReferenceDataScene(display: recording).loadVibes(request: .init())
        return recording.result(ReferenceDataConsoleView(console: context.console).result)
    }
}
