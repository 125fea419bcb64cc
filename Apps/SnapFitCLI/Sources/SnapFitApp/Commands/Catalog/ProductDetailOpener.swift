import SnapFitPresentation

/// Shows one product's detail: what `product`, `next` and `prev` end with.
enum ProductDetailOpener {
    @MainActor
    static func open(
        productID: Int, makerID: Int? = nil, position: ListPosition? = nil, context: CommandContext
    ) async -> CommandResult {
        let display = ProductDetailConsoleDisplay(context)
        await context.services.makeProductDetailScene(display: display).load(
            request: .init(productID: productID, makerID: makerID, position: position))
        return display.outcome()
    }
}
