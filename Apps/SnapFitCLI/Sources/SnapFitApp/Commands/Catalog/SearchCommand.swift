import SnapFitTerminal

/// `search <words>...`: the catalog's products holding every word, found by scanning the catalog; `more`, `next` and
/// `prev` continue it like any list.
struct SearchCommand: Command {
    let name = "search"
    let arguments = ArgumentSpec(positionals: [.words("words")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let outcome = await context.browse.run {
            await $0.search(request: .init(words: arguments.positional("words") ?? ""))
        }
        return outcome.result
    }
}
