import SnapFitTerminal

/// `maker products`: the signed-in maker's own products.
struct MakerProductsCommand: Command {
    let name = "maker products"
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let display = MakerProductsConsoleDisplay(context)
        await context.services.makeMakerProductsScene(display: display).load(request: .init())
        return display.outcome()
    }
}
