import SnapFitAppCore
import SnapFitPresentation
import SnapFitTerminal

/// `dev reset`: DEV back to the seed data, signed out. Works even when DEV's data file is damaged.
struct DevResetCommand: Command {
    let name = "dev reset"
    let arguments = ArgumentSpec.none

    @MainActor func run(_ arguments: ParsedArguments, context: CommandContext) async -> CommandResult {
        let folder: String?
        do throws(DevResetFailure) {
            folder = try await context.services.resetDevData()
        } catch {
            return .failure(CommandFailure(error: ErrorViewModel(kind: .unavailable, message: error.reason)))
        }
        guard let folder else {
            return .failure(
                context.usageFailure(
                    UsageError(LocalizedText(verbatim: HomeText.devResetOnlyInDev(language: context.language)))))
        }
        let message = HomeText.devResetDone(folder, language: context.language)
        return .success(CommandOutput(data: ["message": message], lines: [message]))
    }
}
