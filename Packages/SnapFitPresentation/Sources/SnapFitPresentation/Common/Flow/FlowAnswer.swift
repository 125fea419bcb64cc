import SnapFitDomain

/// The user's answer to the question a flow has on screen.
public enum FlowAnswer: Sendable, Equatable {
    /// Yes or no, to a `.yesNo` or `.confirm` question.
    case yesNo(Bool)
    /// Text as typed; empty leaves an optional question unanswered.
    case text(String)
    /// Several words, such as vibes by name, English gloss or the number shown beside them.
    case list([String])
    /// Pictures, already read.
    case files([ImageFile])
}
