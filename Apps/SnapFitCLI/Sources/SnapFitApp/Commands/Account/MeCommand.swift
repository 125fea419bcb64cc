/// `me`: the profile with the like and reservation counts, and a maker's tools.
struct MeCommand: Command {
    let name = "me"
    let summary = LocalizedText(
        "내 정보: 닉네임, 분위기, 역할, 찜·예약 수", "my page: nickname, vibes, role, like and reservation counts")
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let display = MyPageConsoleDisplay(style: context.style, language: context.language)
        await context.di.makeMyPageScene(display: display).load(request: .init())
        return display.outcome(language: context.language)
    }
}
