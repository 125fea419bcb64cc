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
        let recorder = SceneRecorder()
        await ProductDetailConfigurator.configure(
            display: recorder, dependencies: CatalogUseCases(context.services.useCases), language: context.language
        )
        .load(request: .init(productID: productID, makerID: makerID, position: position))
        return context.result(
            recorder, ProductDetailScene.Load.ViewModel.self,
            lines: ProductDetailConsoleView(console: context.console).lines)
    }
}
