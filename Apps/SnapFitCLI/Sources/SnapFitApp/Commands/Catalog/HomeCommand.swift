import SnapFitPresentation
import SnapFitTerminal

/// `home`: the greeting, one recommended product and the product sections.
struct HomeCommand: Command {
    let name = "home"
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recorder = SceneRecorder()
        await context.services.makeHomeScene(display: recorder).load(request: .init())
        return context.result(
            recorder, HomeScene.Load.ViewModel.self, lines: HomeConsoleView(console: context.console).lines)
    }
}
