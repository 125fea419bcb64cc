import SnapFitPresentation

extension CommandResult {
    /// A failure with `hint` added (when it has none); anything else unchanged.
    func withHint(_ hint: LocalizedText?, language: Language) -> CommandResult {
        guard case .failure(let failure) = self, failure.hint == nil, let hint else { return self }
        return .failure(CommandFailure(error: failure.error, hint: hint.text(in: language)))
    }

    /// A failure with the way to its next step (the one its scene or its kind names) as the hint. The shell applies
    /// it to every command's result, so no command has to.
    func withNextStep(_ destinations: Destinations, language: Language) -> CommandResult {
        guard case .failure(let failure) = self, let next = failure.error.nextAction else { return self }
        return withHint(destinations.hint(next), language: language)
    }
}
