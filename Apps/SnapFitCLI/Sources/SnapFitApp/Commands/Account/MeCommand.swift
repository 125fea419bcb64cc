import SnapFitPresentation
import SnapFitTerminal

/// `me`: the profile with the like and reservation counts, and a maker's tools.
struct MeCommand: Command {
    let name = "me"
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recorder = SceneRecorder()
        await context.services.makeMyPageScene(display: recorder).load(request: .init())
        return context.result(
            recorder, MyPageScene.Load.ViewModel.self, lines: MyPageConsoleView(console: context.console).lines)
    }
}
