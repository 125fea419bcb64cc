import SnapFitPresentation
import SnapFitTerminal

/// `locations`: the shooting regions, by id.
struct LocationsCommand: Command {
    let name = "locations"
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recorder = SceneRecorder()
        let scene = context.services.makeReferenceDataScene(display: recorder)
        await scene.loadLocations(request: .init())
        return context.result(
            recorder, ReferenceDataScene.LoadLocations.ViewModel.self,
            lines: ReferenceDataConsoleView(console: context.console).lines)
    }
}
