import SnapFitPresentation

// Until the catalog's commands read a `SceneRecording` (`SceneRecording.result`): remove with `SceneRecorder`.
extension CommandResult {
    /// What a command reports of the scene it ran: the view model of `type` it answered with (the `data` of
    /// `--json`) with its lines, or its error; a wiring fault when it displayed neither.
    @MainActor
    package init<ViewModel: Encodable & Sendable>(
        _ recorder: SceneRecorder, _ type: ViewModel.Type, language: Language, lines: (ViewModel) -> [String]
    ) {
        switch recorder.outcome(type) {
        case .shown(let viewModel)?: self = .success(CommandOutput(data: viewModel, lines: lines(viewModel)))
        case .failed(let error)?: self = .failure(CommandFailure(error: error))
        case nil: self = .sceneDisplayedNothing(language: language)
        }
    }

    /// What a command reports when the scene it ran displayed nothing (a wiring fault, never user input).
    static func sceneDisplayedNothing(language: Language) -> CommandResult {
        .failure(
            CommandFailure(error: ErrorViewModel(kind: .internal, message: Labels.sceneDisplayedNothing(language))))
    }
}

extension CommandContext {
    /// What the command reports of the scene it ran, rendered in this context (see `CommandResult.init`).
    @MainActor
    package func result<ViewModel: Encodable & Sendable>(
        _ recorder: SceneRecorder, _ type: ViewModel.Type, lines: (ViewModel) -> [String]
    ) -> CommandResult {
        CommandResult(recorder, type, language: language, lines: lines)
    }
}
