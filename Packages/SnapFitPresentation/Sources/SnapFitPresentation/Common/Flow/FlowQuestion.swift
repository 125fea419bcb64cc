/// A question a flow asks now, as any screen can put it: the prompt, how it is answered, and why the last answer to
/// it was refused. `Step` says which question it is, for a screen that took answers up front (flags, a form).
public struct FlowQuestion<Step: Sendable & Equatable>: Sendable, Equatable {
    /// How the question is answered: the `FlowAnswer` each kind takes.
    public enum Kind: Sendable, Equatable {
        /// Answered `.yesNo`.
        case yesNo
        /// Answered `.yesNo`, to go ahead with what the flow just showed; running a script's command is its yes.
        case confirm
        /// Answered `.text`.
        case text
        /// Answered `.list`: several words, such as vibes (from `choices` when there are any).
        case list
        /// Answered `.files`: pictures.
        case files
    }

    public let step: Step
    /// The question in the user's language, such as "Email: ".
    public let prompt: String
    public let kind: Kind
    /// What to know before answering, such as that it cannot be undone.
    public let note: String?
    /// Why the last answer to this question was refused, if it was.
    public let refusal: ErrorViewModel?
    /// Whether an empty answer is accepted.
    public let isOptional: Bool
    /// What to choose from, for a `.list` question that offers choices.
    public let choices: [ReferenceDataScene.Item]

    /// The prompt as a form labels its field: without the trailing colon ("Email: " is "Email").
    public var label: String {
        var label = Substring(prompt)
        while let last = label.last, last == " " || last == ":" { label = label.dropLast() }
        return String(label)
    }

    public init(
        step: Step, prompt: String, kind: Kind, note: String? = nil, refusal: ErrorViewModel?, isOptional: Bool = false,
        choices: [ReferenceDataScene.Item] = []
    ) {
        self.step = step
        self.prompt = prompt
        self.kind = kind
        self.note = note
        self.refusal = refusal
        self.isOptional = isOptional
        self.choices = choices
    }
}
