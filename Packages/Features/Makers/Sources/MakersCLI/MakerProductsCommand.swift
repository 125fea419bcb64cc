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
    /// The feature's use cases over the user's services.
    let useCases: @Sendable (any AppServices) -> MakersUseCases

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recorder = SceneRecorder()
        await MakerProductsConfigurator.configure(
            display: recorder, dependencies: useCases(context.services), language: context.language
        ).load(request: .init())
        return context.result(
            recorder, MakerProductsScene.Load.ViewModel.self,
            lines: MakerProductsConsoleView(console: context.console).lines)
    }
}
