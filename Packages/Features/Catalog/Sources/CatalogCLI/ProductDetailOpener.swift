import CatalogDomain
import CatalogPresentation
import SnapFitApp
import SnapFitPresentation

/// Shows one product's detail: what `product`, `next` and `prev` end with.
enum ProductDetailOpener {
    @MainActor
    static func open(
        productID: Int, makerID: Int? = nil, position: ListPosition? = nil, context: CommandContext
    ) async -> CommandResult {
        let recording = SceneRecording<ProductDetailScene.Outcome>()
        await ProductDetailConfigurator.configure(
            display: recording, dependencies: CatalogUseCases(context.services.useCases), language: context.language
        )
        .load(request: .init(productID: productID, makerID: makerID, position: position))
        return recording.result { outcome in
            switch outcome {
            case .product(let product): .shown(product, ProductDetailConsoleView(console: context.console).lines)
            case .failed(let error): .failed(error)
            }
        }
    }
}
