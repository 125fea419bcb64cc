import SnapFitPresentation

extension CommandResult {
    /// What a command reports when the scene it ran displayed nothing (a wiring fault, never user input).
    static func sceneDisplayedNothing(language: Language) -> CommandResult {
        .failure(
            CommandFailure(
                error: ErrorViewModel(
                    kind: .internal,
                    message: language.pick("화면에 표시할 결과가 없습니다.", "The scene displayed no result."))))
    }
}
