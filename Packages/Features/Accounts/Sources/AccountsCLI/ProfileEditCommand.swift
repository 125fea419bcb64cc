import AccountsDomain
import AccountsPresentation
import SnapFitApp
import SnapFitAppCore
import SnapFitDomain
import SnapFitPresentation
import SnapFitTerminal

/// `profile edit --nickname NAME --vibes V1[,V2]`: either may be left out to keep its current value.
/// Without either, it shows the current profile and the rules for a new one.
struct ProfileEditCommand: Command {
    let name = "profile edit"
    let summary = LocalizedText("닉네임과 분위기 변경", "change the nickname and vibes")
    let example: String? = "profile edit --vibes chic,calm"
    let arguments = ArgumentSpec(flags: [.value("nickname", "NAME"), .value("vibes", "V1[,V2]")])

    /// Each option's help, by its flag's name.
    private static let optionSummaries: [String: LocalizedText] = [
        "nickname": LocalizedText("새 닉네임 (지금 것과 달라야 함)", "a new nickname (not the current one)"),
        "vibes": LocalizedText(
            "새 분위기 \(Labels.range(ProfileRules.vibeCount))개", "\(Labels.range(ProfileRules.vibeCount)) new vibes"),
    ]

    func optionSummary(_ flag: String) -> LocalizedText? { Self.optionSummaries[flag] }

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let recording = SceneRecording<ProfileEditScene.Outcome>()
        let view = ProfileEditConsoleView(console: context.console)
        let scene = ProfileEditConfigurator.configure(
            display: recording, dependencies: AccountsUseCases(context.services.useCases), language: context.language)
        let nickname = arguments.value("nickname")
        let vibes = arguments.value("vibes").map(TypedList.items)
        if nickname != nil || vibes != nil {
            await scene.save(request: .init(nickname: nickname, vibes: vibes))
        } else {
            await scene.load(request: .init())
        }
        return recording.result { outcome in
            switch outcome {
            case .profile(let profile): .shown(profile, view.lines)
            case .saved(let saved): .shown(saved, view.lines)
            case .failed(let error): .failed(error)
            }
        }
    }
}
