import SnapFitPresentation

extension SceneRecording {
    /// What a command answers after its scene ran: `answer` of the latest outcome it answers (`nil` for an outcome
    /// that only goes along with the one that answers). Before the scene showed any such outcome the command has
    /// nothing to say, as the terminal stays as it was (`CommandResult.nothing`).
    package func result(_ answer: (Outcome) -> CommandResult?) -> CommandResult {
        for outcome in outcomes.reversed() {
            if let result = answer(outcome) { return result }
        }
        return .nothing
    }
}

extension CommandResult {
    /// Nothing to show: no lines, and `{}` as the `data` of `--json`.
    package static let nothing = success(CommandOutput(data: [String: String](), lines: []))

    /// A view model a scene showed: the `data` of `--json`, with its lines.
    package static func shown<ViewModel: Encodable & Sendable>(
        _ viewModel: ViewModel, _ lines: (ViewModel) -> [String]
    ) -> CommandResult {
        .success(CommandOutput(data: viewModel, lines: lines(viewModel)))
    }

    /// A scene's failure.
    package static func failed(_ error: ErrorViewModel) -> CommandResult {
        .failure(CommandFailure(error: error))
    }
}
