import SnapFitApp
import SnapFitTerminal

/// `more`: the next page of the last list.
struct MoreCommand: Command {
    let name = "more"
    let arguments = ArgumentSpec.none
    let summary = LocalizedText("마지막 목록의 다음 페이지", "next page of the last list")

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let outcome = await BrowseSession.run(context) { await $0.loadMore(request: .init()) }
        return outcome.result
    }
}
