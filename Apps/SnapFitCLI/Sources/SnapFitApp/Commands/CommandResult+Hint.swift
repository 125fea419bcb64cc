import SnapFitAppCore
import SnapFitPresentation

extension CommandResult {
    /// A failure with `hint` added (when it has none); anything else unchanged.
    func withHint(_ hint: LocalizedText?, language: Language) -> CommandResult {
        guard case .failure(let failure) = self, failure.hint == nil, let hint else { return self }
        return .failure(CommandFailure(error: failure.error, hint: hint.text(in: language)))
    }

    /// A usage failure (a value the command's scene refused as typed, such as a setting) with the command's usage
    /// line as its hint, as the shell gives the usage errors it finds itself.
    func withUsageHint(_ usage: LocalizedText, language: Language) -> CommandResult {
        guard case .failure(let failure) = self, failure.error.kind == .usage else { return self }
        return withHint(usage, language: language)
    }

    /// A failure with the way to its next step as the hint: `snapfit dev reset` when DEV cannot serve for a data file
    /// it cannot read, else the step its scene or its kind names. The shell applies it to every command's result,
    /// so no command has to.
    func withNextStep(_ destinations: Destinations, devProblem: DevProblem?, language: Language) -> CommandResult {
        guard case .failure(let failure) = self else { return self }
        if failure.error.kind == .unavailable, let devProblem {
            switch devProblem {
            case .unreadableData: return withHint(CLIWords.devResetHint, language: language)
            case .newerData: return withHint(CLIWords.newerDataHint, language: language)
            case .busyData, .unwritableData: break
            }
        }
        guard let next = failure.error.nextAction else { return self }
        return withHint(destinations.hint(next), language: language)
    }
}
