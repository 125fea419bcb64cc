import SnapFitPresentation

/// A flow's console display: what the flow shows along the way and the question it asks now wait here for the
/// walk-through to take; the outcome that ends the flow is the command's result.
@MainActor
class FlowConsoleDisplay<Step: Sendable & Equatable>: ConsoleDisplay {
    private var notes: [String] = []
    private var question: FlowQuestion<Step>?

    /// Lines to show before the next question.
    func note(_ lines: [String]) {
        notes += lines
    }

    /// What to know first, the choices (by number, four to a line) or why the last answer was refused, and the
    /// question to ask.
    func displayQuestion(viewModel: FlowQuestion<Step>) {
        if let text = viewModel.note { note([style.bold(text)]) }
        if let refusal = viewModel.refusal {
            note([style.red(refusal.message)])
        } else {
            note(ItemTable.rows(viewModel.choices, columns: 4, style: style))
        }
        question = viewModel
    }

    /// The lines shown since the last call.
    func takeNotes() -> [String] {
        defer { notes = [] }
        return notes
    }

    /// The question the flow asks now, if it asks one.
    func takeQuestion() -> FlowQuestion<Step>? {
        defer { question = nil }
        return question
    }
}
