import SnapFitPresentation

/// Keeps what a flow displayed for one request: the question it asks now (with why the last answer was refused),
/// or the error that ended it. Each flow's capture adds what its flow shows along the way.
@MainActor
class FlowCapture<Step: Sendable & Equatable> {
    private(set) var question: FlowQuestion<Step>?
    private(set) var error: ErrorViewModel?

    func displayQuestion(viewModel: FlowQuestion<Step>) { question = viewModel }
    func displayError(viewModel: ErrorViewModel) { error = viewModel }
}
