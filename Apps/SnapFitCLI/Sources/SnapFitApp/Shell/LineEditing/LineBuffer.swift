/// The line being edited and the cursor in it, counted in characters (a Hangul syllable is one).
struct LineBuffer: Equatable {
    private(set) var characters: [Character] = []
    /// Characters before the cursor.
    private(set) var cursor = 0

    var text: String { String(characters) }
    /// The text before the cursor.
    var head: String { String(characters[..<cursor]) }
    /// The text after the cursor.
    var tail: String { String(characters[cursor...]) }

    init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    mutating func insert(_ text: String) {
        characters.insert(contentsOf: text, at: cursor)
        cursor += text.count
    }

    mutating func deleteBackward() {
        guard cursor > 0 else { return }
        cursor -= 1
        characters.remove(at: cursor)
    }

    mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    mutating func moveLeft() { cursor = max(cursor - 1, 0) }
    mutating func moveRight() { cursor = min(cursor + 1, characters.count) }
    mutating func moveHome() { cursor = 0 }
    mutating func moveEnd() { cursor = characters.count }

    mutating func killToStart() {
        characters.removeFirst(cursor)
        cursor = 0
    }

    mutating func killToEnd() {
        characters.removeLast(characters.count - cursor)
    }

    /// Deletes the spaces before the cursor, then the word before them.
    mutating func deleteWordBefore() {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }
}
