import SnapFitPresentation
import SnapFitTerminal

/// `set <lang|currency|layout> <value>`: changes one setting, saves it, and shows the settings in force (in the
/// new language after `set lang`).
struct SetCommand: Command {
    let name = "set"
    let arguments = ArgumentSpec(positionals: [.required("lang|currency|layout"), .required("value")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recorder = SceneRecorder()
        context.services.makeSettingsScene(display: recorder).change(
            request: .init(
                name: arguments.positional("lang|currency|layout") ?? "", value: arguments.positional("value") ?? ""))
        return context.result(
            recorder, SettingsScene.ViewModel.self, lines: SettingsConsoleView(console: context.console).lines)
    }
}
