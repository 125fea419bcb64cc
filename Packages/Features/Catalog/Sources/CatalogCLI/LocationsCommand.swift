import SnapFitApp
import SnapFitPresentation
import SnapFitTerminal

/// `locations`: the shooting regions, by id.
struct LocationsCommand: Command {
    let name = "locations"
    let arguments = ArgumentSpec.none
    let summary = LocalizedText("촬영 지역 목록", "list the shooting regions")

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recording = SceneRecording<ReferenceDataScene.Outcome>()
        await context.services.makeReferenceDataScene(display: recording).loadLocations(request: .init())
        return recording.result(ReferenceDataConsoleView(console: context.console).result)
    }
}
