import SnapFitPresentation

extension CommandResult {
    /// A failure with `hint` added (when it has none); anything else unchanged.
    func withHint(_ hint: LocalizedText?, language: Language) -> CommandResult {
        guard case .failure(let failure) = self, failure.hint == nil, let hint else { return self }
        return .failure(CommandFailure(error: failure.error, hint: hint.text(in: language)))
    }

    /// A signed-out or expired-session failure with a hint saying how to log in. The shell applies it to every
    /// command's result, so no command has to.
    func withLoginHint(_ context: CommandContext) -> CommandResult {
        guard case .failure(let failure) = self, [.signedOut, .sessionExpired].contains(failure.error.kind) else {
            return self
        }
        return withHint(CLIWords.loginHint, language: context.language)
    }
}
