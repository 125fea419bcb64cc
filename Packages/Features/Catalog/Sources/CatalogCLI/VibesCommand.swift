import CatalogDomain
import CatalogPresentation
import SnapFitApp
import SnapFitPresentation
import SnapFitTerminal

/// `vibes`: the catalog's moods, by id.
struct VibesCommand: Command {
    let name = "vibes"
    let arguments = ArgumentSpec.none
    let summary = LocalizedText("분위기 목록", "list the vibes (moods)")

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recorder = SceneRecorder()
        await context.services.makeReferenceDataScene(display: recorder).loadVibes(request: .init())
        return context.result(
            recorder, ReferenceDataScene.LoadVibes.ViewModel.self,
            lines: ReferenceDataConsoleView(console: context.console).lines)
    }
}
