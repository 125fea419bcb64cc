import SnapFitTerminal

/// `locations`: the shooting regions, by id.
struct LocationsCommand: Command {
    let name = "locations"
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let display = ReferenceDataConsoleDisplay(context)
        let scene = context.services.makeReferenceDataScene(display: display)
        await scene.loadLocations(request: .init())
        return display.outcome()
    }
}
