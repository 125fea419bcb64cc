import SnapFitTerminal

/// `profile edit --nickname NAME --vibes V1[,V2]`: either may be left out to keep its current value.
/// Without either, it shows the current profile and the rules for a new one.
struct ProfileEditCommand: Command {
    let name = "profile edit"
    let arguments = ArgumentSpec(flags: [.value("nickname", "NAME"), .value("vibes", "V1[,V2]")])

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let display = ProfileEditConsoleDisplay(context)
        let scene = context.services.makeProfileEditScene(display: display)
        let nickname = arguments.value("nickname")
        let vibes = arguments.value("vibes").map(ListArgument.items)
        if nickname == nil, vibes == nil {
            await scene.load(request: .init())
        } else {
            await scene.save(request: .init(nickname: nickname, vibes: vibes))
        }
        return display.outcome()
    }
}
