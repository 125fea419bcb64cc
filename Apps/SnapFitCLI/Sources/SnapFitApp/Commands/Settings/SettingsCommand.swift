import SnapFitTerminal

/// `settings`: the language, currency and layout in force.
struct SettingsCommand: Command {
    let name = "settings"
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let display = SettingsConsoleDisplay(context)
        context.services.makeSettingsScene(display: display).show(request: .init())
        return display.outcome()
    }
}
