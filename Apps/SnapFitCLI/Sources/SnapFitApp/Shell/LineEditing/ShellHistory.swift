import Foundation
import SnapFitTerminal

/// What the shell's history keeps of a line: the line, trimmed, with the social token of `login` and `signup` masked
/// as `***`; nothing of a line that names such a command but cannot be read, so that nothing secret is kept.
enum ShellHistory {
    @Sendable static func kept(_ line: String) -> String? {
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
