import SnapFitPresentation
import SnapFitTerminal

/// `profile edit --nickname NAME --vibes V1[,V2]`: either may be left out to keep its current value.
/// Without either, it shows the current profile and the rules for a new one.
struct ProfileEditCommand: Command {
    let name = "profile edit"
    let arguments = ArgumentSpec(flags: [.value("nickname", "NAME"), .value("vibes", "V1[,V2]")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recorder = SceneRecorder()
        let view = ProfileEditConsoleView(console: context.console)
        let scene = context.services.makeProfileEditScene(display: recorder)
        let nickname = arguments.value("nickname")
        let vibes = arguments.value("vibes").map(TypedList.items)
        guard nickname != nil || vibes != nil else {
            await scene.load(request: .init())
            return context.result(recorder, ProfileEditScene.Load.ViewModel.self, lines: view.lines)
        }
        await scene.save(request: .init(nickname: nickname, vibes: vibes))
        return context.result(recorder, ProfileEditScene.Save.ViewModel.self, lines: view.lines)
    }
}
