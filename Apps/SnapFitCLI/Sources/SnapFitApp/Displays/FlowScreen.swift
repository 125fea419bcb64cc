/// What a flow has shown since its walk-through last looked (lines to say), and the question it asks now: the part
/// of a flow's console display that the walk-through takes from.
struct FlowScreen<Question> {
    private var notes: [String] = []
    private var question: Question?

    mutating func note(_ lines: [String]) {
        notes += lines
    }

    mutating func ask(_ question: Question) {
        self.question = question
    }

    /// The lines shown since the last call.
    mutating func takeNotes() -> [String] {
        defer { notes = [] }
        return notes
    }

    /// The question the flow asks now, if it asks one.
    mutating func takeQuestion() -> Question? {
        defer { question = nil }
        return question
    }
}
