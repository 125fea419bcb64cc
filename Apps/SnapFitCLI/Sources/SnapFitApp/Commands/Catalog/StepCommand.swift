import SnapFitTerminal

/// `next` and `prev`: the product after or before the last one viewed from the last list, as a detail.
/// Stepping past the loaded rows loads the next page.
struct StepCommand: Command {
    let name: String
    let arguments = ArgumentSpec.none
    private let step: Int

    static let next = StepCommand(name: "next", step: 1)
    static let previous = StepCommand(name: "prev", step: -1)

    private init(name: String, step: Int) {
        self.name = name
        self.step = step
    }

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let outcome = await context.browse.run { [step] in
            await $0.select(request: .init(target: .step(step)))
        }
        guard let selection = outcome.selection else {
            return outcome.result
        }
        return await ProductDetailOpener.open(
            productID: selection.productID, makerID: selection.makerID, position: selection.position, context: context)
    }
}
