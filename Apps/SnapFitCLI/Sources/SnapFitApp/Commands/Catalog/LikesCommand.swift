import SnapFitTerminal

/// `likes`: the first page of the liked products; `more`, `next` and `prev` continue it.
struct LikesCommand: Command {
    let name = "likes"
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let outcome = await context.browse.run {
            await $0.load(request: .init(source: .likes))
        }
        return outcome.result
    }
}
