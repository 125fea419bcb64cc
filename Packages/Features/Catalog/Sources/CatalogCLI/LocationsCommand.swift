import CatalogDomain
import CatalogPresentation
import SnapFitApp
import SnapFitPresentation
import SnapFitTerminal

/// `locations`: the shooting regions, by id.
struct LocationsCommand: Command {
    let name = "locations"
    let arguments = ArgumentSpec.none
    let summary = LocalizedText("촬영 지역 목록", "list the shooting regions")

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recorder = SceneRecorder()
        let scene = context.services.makeReferenceDataScene(display: recorder)
        await scene.loadLocations(request: .init())
        return context.result(
            recorder, ReferenceDataScene.LoadLocations.ViewModel.self,
            lines: ReferenceDataConsoleView(console: context.console).lines)
    }
}
