import SnapFitPresentation
import SnapFitTerminal

/// `settings`: the language, currency and layout in force.
struct SettingsCommand: Command {
    let name = "settings"
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recorder = SceneRecorder()
        context.services.makeSettingsScene(display: recorder).show(request: .init())
        return context.result(
            recorder, SettingsScene.ViewModel.self, lines: SettingsConsoleView(console: context.console).lines)
    }
}
