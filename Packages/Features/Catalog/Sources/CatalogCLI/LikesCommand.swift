import SnapFitApp
import SnapFitTerminal

/// `likes`: the first page of the liked products; `more`, `next` and `prev` continue it.
struct LikesCommand: Command {
    let name = "likes"
    let arguments = ArgumentSpec.none
    let summary = LocalizedText("찜한 상품 목록", "the products you liked")

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let outcome = await BrowseSession.run(context) {
            await $0.load(request: .init(source: .likes))
        }
        return outcome.result
    }
}
