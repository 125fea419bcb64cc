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
        let recording = SceneRecording<MakerProductsScene.Outcome>()
        await MakerProductsConfigurator.configure(
            display: recording, dependencies: MakersUseCases(context.services.useCases), language: context.language
        ).load(request: .init())
        return recording.result { outcome in
            switch outcome {
            case .products(let products): .shown(products, MakerProductsConsoleView(console: context.console).lines)
            case .failed(let error): .failed(error)
            }
        }
    }
}
