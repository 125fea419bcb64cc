/// What a read at an edited prompt came to.
public enum LineInput: Equatable, Sendable {
    case line(String)
    /// Ctrl-C: the line is dropped.
    case interrupted
    /// Ctrl-D on an empty line, or the end of input.
    case ended
}
