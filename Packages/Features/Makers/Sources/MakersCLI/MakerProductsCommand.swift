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
        let recording = SceneRecording<MakerProductsScene.Outcome>()
        await MakerProductsConfigurator.configure(
            display: recording, dependencies: useCases(context.services), language: context.language
        ).load(request: .init())
        return recording.result { outcome in
            switch outcome {
            case .products(let products): .shown(products, MakerProductsConsoleView(console: context.console).lines)
            case .failed(let error): .failed(error)
            }
        }
    }
}
