import SnapFitPresentation

extension CommandResult {
    /// What a command reports when the scene it ran displayed nothing (a wiring fault, never user input).
    static func sceneDisplayedNothing(language: Language) -> CommandResult {
        .failure(
            CommandFailure(
                error: ErrorViewModel(
                    kind: .internal,
                    message: Labels.sceneDisplayedNothing(language))))
    }
}
