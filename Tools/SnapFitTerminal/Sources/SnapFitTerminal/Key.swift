/// One key press at a terminal, as the line editor understands it.
public enum Key: Equatable, Sendable {
    /// Printable text: one character typed, or several pasted at once.
    case text(String)
    case enter
    case backspace
    case delete
    case left
    case right
    case up
    case down
    case home
    case end
    case tab
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D.
    case endOfInput
    /// Ctrl-L.
    case clearScreen
    /// Ctrl-U: delete from the start of the line to the cursor.
    case killToStart
    /// Ctrl-K: delete from the cursor to the end of the line.
    case killToEnd
    /// Ctrl-W: delete the word before the cursor.
    case deleteWordBefore
    /// A key the editor does nothing with.
    case ignored
}
