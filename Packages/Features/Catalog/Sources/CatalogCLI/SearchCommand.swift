import SnapFitApp
import SnapFitTerminal

/// `search <words>...`: the catalog's products holding every word, found by scanning the catalog; `more`, `next` and
/// `prev` continue it like any list.
struct SearchCommand: Command {
    let name = "search"
    let arguments = ArgumentSpec(positionals: [.words("words")])
    let summary = LocalizedText("제목·설명·작가·지역·분위기로 상품 찾기", "find products by title, description, maker, region or vibe")
    let example: String? = "search 한강 노을"

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let outcome = await BrowseSession.run(context) {
            await $0.search(request: .init(words: arguments.positional("words") ?? ""))
        }
        return outcome.result
    }
}
