import SnapFitDomain
import SnapFitPresentation
import SnapFitTerminal

/// `products [--vibe V1[,V2]] [--maker ID]`: the first page of a product list; `more` continues it.
struct ProductsCommand: Command {
    let name = "products"
    let arguments = ArgumentSpec(flags: [.value("vibe", "V1[,V2]"), .value("maker", "ID")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let filter: ProductFilter
        do throws(UsageError) {
            filter = try Self.filter(arguments)
        } catch {
            return .failure(context.usageFailure(error))
        }
        let outcome = await context.browse.run {
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
            throw UsageError(CLIWords.vibeOrMaker)
        }
    }
}
