import CatalogDomain
import CatalogPresentation
import SnapFitApp
import SnapFitDomain
import SnapFitPresentation
import SnapFitTerminal

/// `products [--vibe V1[,V2]] [--maker ID]`: the first page of a product list; `more` continues it.
struct ProductsCommand: Command {
    let name = "products"
    let arguments = ArgumentSpec(flags: [.value("vibe", "V1[,V2]"), .value("maker", "ID")])
    let summary = LocalizedText("상품 목록 첫 페이지 (분위기나 작가로 거르기)", "first page of the products, by vibe or maker")
    let example: String? = "products --vibe lovely"

    private static let optionSummaries: [String: LocalizedText] = [
        "vibe": LocalizedText("이 분위기의 상품만", "only products with these vibes"),
        "maker": LocalizedText("이 작가의 상품만 (작가 번호)", "only this maker's products (the maker's id)"),
    ]
    private static let vibeOrMaker = LocalizedText(
        "--vibe와 --maker는 함께 쓸 수 없습니다.", "Use either --vibe or --maker, not both.")

    func optionSummary(_ flag: String) -> LocalizedText? { Self.optionSummaries[flag] }

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let filter: ProductFilter
        do throws(UsageError) {
            filter = try Self.filter(arguments)
        } catch {
            return .failure(context.usageFailure(error))
        }
        let outcome = await BrowseSession.run(context) {
            await $0.load(request: .init(source: .products(filter)))
        }
        return outcome.result
    }

    private static func filter(_ arguments: ParsedArguments) throws(UsageError) -> ProductFilter {
        switch (arguments.value("vibe"), arguments.value("maker")) {
        case (nil, nil):
            return .all
        case (let vibes?, nil):
            return .vibes(TypedList.items(vibes))
        case (nil, let maker?):
            return .maker(id: try IDArgument.parse(maker, name: "ID"))
        case (.some, .some):
            throw UsageError(Self.vibeOrMaker)
        }
    }
}
