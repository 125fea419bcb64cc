import SnapFitTerminal

/// `vibes`: the catalog's moods, by id.
struct VibesCommand: Command {
    let name = "vibes"
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let display = ReferenceDataConsoleDisplay(context)
        let scene = context.services.makeReferenceDataScene(display: display)
        await scene.loadVibes(request: .init())
        return display.outcome()
    }
}
