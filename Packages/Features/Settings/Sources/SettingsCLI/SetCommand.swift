import SettingsDomain
import SettingsPresentation
import SnapFitApp
import SnapFitPresentation
import SnapFitTerminal

/// `set <lang|currency|layout> <value>`: changes one setting, saves it, and shows the settings in force (in the
/// new language after `set lang`).
struct SetCommand: Command {
    let name = "set"
    let arguments = ArgumentSpec(positionals: [.required("lang|currency|layout"), .required("value")])
    let summary = LocalizedText(
        "설정 하나를 바꾸고 저장 (set lang en, set currency usd, set layout grid)",
        "change one setting and save it (set lang en, set currency usd, set layout grid)")

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recording = SceneRecording<SettingsScene.Outcome>()
        SettingsConfigurator.configure(
            display: recording, dependencies: SettingsUseCases(context.services.useCases), language: context.language
        )
        .change(
            request: .init(
                name: arguments.positional("lang|currency|layout") ?? "", value: arguments.positional("value") ?? ""))
        return recording.result { outcome in
            switch outcome {
            case .settings(let settings): .shown(settings, SettingsConsoleView(console: context.console).lines)
            case .failed(let error): .failed(error)
            }
        }
    }
}
