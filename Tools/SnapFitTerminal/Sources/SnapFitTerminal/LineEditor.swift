/// What Tab may put in place of the word before the cursor.
public struct LineCompletion: Equatable, Sendable {
    /// The word as typed so far.
    public let word: String
    public let candidates: [String]
    /// Whether a single candidate ends the word (a space follows), rather than an item of a list that may go on.
    public let endsWord: Bool

    public init(word: String, candidates: [String], endsWord: Bool) {
        self.word = word
        self.candidates = candidates
        self.endsWord = endsWord
    }
}

/// What completes a line: the completion of the word before the cursor, given the line up to the cursor.
public protocol LineCompleting: Sendable {
    func completion(for head: String) -> LineCompletion
}

/// A line being typed at a terminal: what each key does to it, history, completion, and how to draw it.
public struct LineEditor: Sendable {
    /// What a key press comes to.
    public enum Event: Equatable, Sendable {
        case edited
        case submitted(String)
        /// Ctrl-C.
        case interrupted
        /// Ctrl-D on an empty line.
        case ended
        case clearScreen
        /// Tab found several ways to go on: they are listed.
        case listed([String])
    }

    public private(set) var buffer = LineBuffer()
    public var history: History
    public var completer: (any LineCompleting)?

    public init(history: History = History(), completer: (any LineCompleting)? = nil) {
        self.history = history
        self.completer = completer
    }

    /// Starts a new, empty line.
    public mutating func start() {
        buffer = LineBuffer()
        history.rewind()
    }

    public mutating func handle(_ key: Key) -> Event {
        switch key {
        case .text(let text): buffer.insert(text)
        case .enter: return .submitted(buffer.text)
        case .backspace: buffer.deleteBackward()
        case .delete: buffer.deleteForward()
        case .left: buffer.moveLeft()
        case .right: buffer.moveRight()
        case .home: buffer.moveHome()
        case .end: buffer.moveEnd()
        case .up: if let entry = history.previous(from: buffer.text) { buffer = LineBuffer(entry) }
        case .down: if let entry = history.next() { buffer = LineBuffer(entry) }
        case .tab: return complete()
        case .interrupt: return .interrupted
        case .endOfInput:
            guard !buffer.text.isEmpty else { return .ended }
            buffer.deleteForward()
        case .clearScreen: return .clearScreen
        case .killToStart: buffer.killToStart()
        case .killToEnd: buffer.killToEnd()
        case .deleteWordBefore: buffer.deleteWordBefore()
        case .ignored: break
        }
        return .edited
    }

    /// How the line is drawn after `prompt`, from the row the cursor is on (`cursorRow` of the last drawing, or 0 for
    /// a new line): up to the prompt's row, the rest of the screen erased, the prompt and the text, which wrap at
    /// `columns` (wide characters count two), and the cursor put back where it stands in the text (at the end with
    /// `cursorAtEnd`). Without `columns` the line is drawn as if it never wrapped.
    public func rendering(
        prompt: String, columns: Int? = nil, fromRow: Int = 0, cursorAtEnd: Bool = false
    ) -> (text: String, cursorRow: Int) {
        let tail = cursorAtEnd ? "" : buffer.tail
        guard let columns, columns > 0 else {
            let back = tail.terminalWidth
            return ("\r" + prompt + buffer.text + "\u{1B}[K" + (back > 0 ? "\u{1B}[\(back)D" : ""), 0)
        }
        let promptWidth = TextWrap.visibleWidth(prompt)
        let end = promptWidth + buffer.text.terminalWidth
        let cursor = end - tail.terminalWidth
        var text = (fromRow > 0 ? "\u{1B}[\(fromRow)A" : "") + "\r\u{1B}[J" + prompt + buffer.text
        // A line that ends exactly at the edge leaves the terminal's cursor waiting there: start the next row.
        if end > 0, end % columns == 0 { text += "\r\n" }
        let up = end / columns - cursor / columns
        text += (up > 0 ? "\u{1B}[\(up)A" : "") + "\r" + (cursor % columns > 0 ? "\u{1B}[\(cursor % columns)C" : "")
        return (text, cursor / columns)
    }

    /// One candidate is put in (with a space after a whole word); several put in what they share, or are listed
    /// when they share no more than was typed.
    private mutating func complete() -> Event {
        guard let completion = completer?.completion(for: buffer.head) else { return .edited }
        let (word, candidates) = (completion.word, completion.candidates)
        guard let first = candidates.first else { return .edited }
        if candidates.count == 1 {
            replace(word, with: first + (completion.endsWord ? " " : ""))
            return .edited
        }
        let shared = candidates.dropFirst().reduce(first) { String($0.commonPrefix(with: $1)) }
        guard shared.count > word.count else { return .listed(candidates) }
        replace(word, with: shared)
        return .edited
    }

    private mutating func replace(_ word: String, with text: String) {
        for _ in 0..<word.count { buffer.deleteBackward() }
        buffer.insert(text)
    }
}
