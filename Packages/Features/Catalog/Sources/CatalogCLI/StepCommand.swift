import SnapFitApp
import SnapFitTerminal

/// `next` and `prev`: the product after or before the last one viewed from the last list, as a detail.
/// Stepping past the loaded rows loads the next page.
struct StepCommand: Command {
    let name: String
    let arguments = ArgumentSpec.none
    let summary: LocalizedText
    private let step: Int

    static let next = StepCommand(
        name: "next", step: 1, summary: LocalizedText("목록의 다음 상품", "the next product of the last list"))
    static let previous = StepCommand(
        name: "prev", step: -1, summary: LocalizedText("목록의 이전 상품", "the previous product of the last list"))

    private init(name: String, step: Int, summary: LocalizedText) {
        self.name = name
        self.step = step
        self.summary = summary
    }

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let outcome = await BrowseSession.run(context) { [step] in
            await $0.select(request: .init(target: .step(step)))
        }
        guard let selection = outcome.selection else {
            return outcome.result
        }
        return await ProductDetailOpener.open(
            productID: selection.productID, makerID: selection.makerID, position: selection.position, context: context)
    }
}
