/// The line being edited and the cursor in it, counted in characters (a Hangul syllable is one).
public struct LineBuffer: Equatable, Sendable {
    public private(set) var characters: [Character] = []
    /// Characters before the cursor.
    public private(set) var cursor = 0

    public var text: String { String(characters) }
    /// The text before the cursor.
    public var head: String { String(characters[..<cursor]) }
    /// The text after the cursor.
    public var tail: String { String(characters[cursor...]) }

    public init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    public mutating func insert(_ text: String) {
        characters.insert(contentsOf: text, at: cursor)
        cursor += text.count
    }

    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        cursor -= 1
        characters.remove(at: cursor)
    }

    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    public mutating func moveLeft() { cursor = max(cursor - 1, 0) }
    public mutating func moveRight() { cursor = min(cursor + 1, characters.count) }
    public mutating func moveHome() { cursor = 0 }
    public mutating func moveEnd() { cursor = characters.count }

    public mutating func killToStart() {
        characters.removeFirst(cursor)
        cursor = 0
    }

    public mutating func killToEnd() {
        characters.removeLast(characters.count - cursor)
    }

    /// Deletes the spaces before the cursor, then the word before them.
    public mutating func deleteWordBefore() {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }
}
