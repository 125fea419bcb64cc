import SnapFitApp
import SnapFitTerminal

/// `product <id>`: a product's detail with the maker's other products. When the product is in the last list,
/// `next` and `prev` continue from it.
struct ProductCommand: Command {
    let name = "product"
    let arguments = ArgumentSpec(positionals: [.required("id")])
    let summary = LocalizedText("상품 상세와 작가의 다른 상품", "a product's detail, with the maker's other products")
    let example: String? = "product 1"

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async throws(UsageError) -> CommandResult
    {
        let id = try arguments.id("id")
        let selection = await BrowseSession.run(context) {
            await $0.select(request: .init(target: .product(id: id)))
        }.selection
        return await ProductDetailOpener.open(
            productID: id, makerID: selection?.makerID, position: selection?.position, context: context)
    }
}
