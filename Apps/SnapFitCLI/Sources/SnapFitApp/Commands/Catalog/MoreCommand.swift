import SnapFitTerminal

/// `more`: the next page of the last list.
struct MoreCommand: Command {
    let name = "more"
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let outcome = await context.browse.run { await $0.loadMore(request: .init()) }
        return outcome.result
    }
}
