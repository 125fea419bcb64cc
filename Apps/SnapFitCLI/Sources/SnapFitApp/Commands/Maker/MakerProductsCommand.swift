import SnapFitPresentation
import SnapFitTerminal

/// `maker products`: the signed-in maker's own products.
struct MakerProductsCommand: Command {
    let name = "maker products"
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recorder = SceneRecorder()
        await context.services.makeMakerProductsScene(display: recorder).load(request: .init())
        return context.result(
            recorder, MakerProductsScene.Load.ViewModel.self,
            lines: MakerProductsConsoleView(console: context.console).lines)
    }
}
