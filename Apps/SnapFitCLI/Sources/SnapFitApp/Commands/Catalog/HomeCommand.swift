import SnapFitTerminal

/// `home`: the greeting, one recommended product and the product sections.
struct HomeCommand: Command {
    let name = "home"
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let display = HomeConsoleDisplay(context)
        await context.services.makeHomeScene(display: display).load(request: .init())
        return display.outcome()
    }
}
