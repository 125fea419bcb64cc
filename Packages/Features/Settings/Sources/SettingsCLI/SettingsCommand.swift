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
        let recording = SceneRecording<SettingsScene.Outcome>()
        SettingsConfigurator.configure(
            display: recording, dependencies: SettingsUseCases(context.services.useCases), language: context.language
        )
        .show(request: .init())
        return recording.result { outcome in
            switch outcome {
            case .settings(let settings): .shown(settings, SettingsConsoleView(console: context.console).lines)
            case .failed(let error): .failed(error)
            }
        }
    }
}
