import SettingsDomain
import SettingsPresentation
import SnapFitApp
import SnapFitPresentation
import SnapFitTerminal

/// `settings`: the language, currency and layout in force.
struct SettingsCommand: Command {
    let name = "settings"
    let arguments = ArgumentSpec.none
    let summary = LocalizedText("지금 쓰는 언어, 통화, 목록 모양", "the language, currency and layout in force")

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recorder = SceneRecorder()
        SettingsConfigurator.configure(
            display: recorder, dependencies: SettingsUseCases(context.services.useCases), language: context.language
        )
        .show(request: .init())
        return context.result(
            recorder, SettingsScene.ViewModel.self, lines: SettingsConsoleView(console: context.console).lines)
    }
}
