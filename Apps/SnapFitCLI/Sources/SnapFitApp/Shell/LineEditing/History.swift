import Foundation

/// The lines entered before, oldest first, browsed with Up and Down. At most `limit` are kept, the same line twice
/// in a row once, and a line that carries a social token (`login`, `signup`) is kept with the token masked.
struct History {
    private(set) var entries: [String]
    let limit: Int
    /// The entry shown while browsing, and the line that was being typed before browsing started.
    private var position: Int?
    private var draft = ""

    init(entries: [String] = [], limit: Int = 500) {
        self.limit = limit
        self.entries = Array(entries.suffix(limit))
    }

    /// Stops browsing: the next Up starts again from the newest entry.
    mutating func rewind() {
        position = nil
    }

    /// Keeps `line` (masked), and stops browsing. Blank lines are not kept.
    mutating func add(_ line: String) {
        rewind()
        guard let kept = Self.masked(line), !kept.isEmpty, kept != entries.last else { return }
        entries.append(kept)
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
    }

    /// The entry before the one shown (`current` is kept to come back to); `nil` at the oldest.
    mutating func previous(from current: String) -> String? {
        let target = (position ?? entries.count) - 1
        guard target >= 0 else { return nil }
        if position == nil { draft = current }
        position = target
        return entries[target]
    }

    /// The entry after the one shown, or the line being typed before browsing; `nil` when not browsing.
    mutating func next() -> String? {
        guard let position else { return nil }
        guard position + 1 < entries.count else {
            self.position = nil
            return draft
        }
        self.position = position + 1
        return entries[position + 1]
    }

    /// The line as history keeps it: the social token of `login` and `signup` replaced by `***`; `nil` for a line
    /// that names such a command but cannot be read, so that nothing secret is kept.
    static func masked(_ line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let first = trimmed.prefix { !$0.isWhitespace }.lowercased()
        guard first == "login" || first == "signup" else { return trimmed }
        guard var words = try? Tokenizer.words(trimmed) else { return nil }
        if words.count > 2 { words[2] = "***" }
        return words.map(quoted).joined(separator: " ")
    }

    /// A word as the shell reads it back: single-quoted when it is empty or holds spaces, quotes or backslashes.
    private static func quoted(_ word: String) -> String {
        guard word.isEmpty || word.contains(where: { $0.isWhitespace || "'\"\\".contains($0) }) else { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
