import MakersDomain
import MakersPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitPresentation
import SnapFitTerminal

/// `maker products`: the signed-in maker's own products.
struct MakerProductsCommand: Command {
    let name = "maker products"
    let summary = LocalizedText("내 상품 (작가)", "my products (makers)")
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recorder = SceneRecorder()
        await MakerProductsConfigurator.configure(
            display: recorder, dependencies: MakersUseCases(context.services.useCases), language: context.language
        ).load(request: .init())
        return context.result(
            recorder, MakerProductsScene.Load.ViewModel.self,
            lines: MakerProductsConsoleView(console: context.console).lines)
    }
}
