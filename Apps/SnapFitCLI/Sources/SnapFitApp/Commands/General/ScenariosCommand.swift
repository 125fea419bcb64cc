import SnapFitAppCore
import SnapFitPresentation
import SnapFitTerminal

/// `scenarios`: DEV's named states, one line each, and how to start in one.
struct ScenariosCommand: Command {
    let name = "scenarios"
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let entries = ScenarioList.entries(language: context.language)
        let lines = TermList.lines(entries.map { ($0.name, $0.purpose) }, column: 19, style: context.style)
        let data = entries.map { ["name": $0.name, "purpose": $0.purpose] }
        return .success(
            CommandOutput(
                data: ["scenarios": data], lines: lines + ["", ScenarioText.howToStart(language: context.language)]))
    }
}
