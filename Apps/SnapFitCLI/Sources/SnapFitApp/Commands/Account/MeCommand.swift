import SnapFitTerminal

/// `me`: the profile with the like and reservation counts, and a maker's tools.
struct MeCommand: Command {
    let name = "me"
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let display = MyPageConsoleDisplay(context)
        await context.services.makeMyPageScene(display: display).load(request: .init())
        return display.outcome()
    }
}
