import Foundation

extension ScaffoldEdit {
    /// `contents` without this edit's text (or with its number lowered back), or why that cannot be: the text is not
    /// there, even with the spacing a formatter may have changed since.
    func revert(in contents: String) throws(ScaffoldError) -> String {
        var reverted = contents
        switch place {
        case .beforeFirst, .afterFirst, .beforeLast:
            let expression = try? NSRegularExpression(pattern: Self.pattern(for: text))
            let whole = NSRange(contents.startIndex..., in: contents)
            guard let match = expression?.firstMatch(in: contents, range: whole),
                let found = Range(match.range, in: contents)
            else {
                throw ScaffoldError("\(path) no longer has `\(text.trimmingWhitespace)`: take it out by hand")
            }
            reverted.removeSubrange(found)
        case .raiseNumberAfterFirst:
            guard let found = contents.range(of: anchor) else {
                throw ScaffoldError("\(path) no longer has `\(anchor.trimmingWhitespace)`: lower it by hand")
            }
            let digits = contents[found.upperBound...].prefix { $0.isASCII && $0.isNumber }
            guard let number = Int(digits), number > 1 else {
                throw ScaffoldError("\(path) has no number above 1 after `\(anchor.trimmingWhitespace)`")
            }
            reverted.replaceSubrange(found.upperBound..<digits.endIndex, with: String(number - 1))
        }
        return reverted
    }

    /// `text` as a pattern that still matches once a formatter has moved it about: its words and punctuation in
    /// order with any spacing between them (a trailing comma before a closing bracket allowed), its indentation as
    /// any, and its first and last line breaks where they were.
    static func pattern(for text: String) -> String {
        func isWord(_ character: Character?) -> Bool {
            character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
        }
        var atoms: [String] = []
        var previous: Character?
        for character in text {
            defer { previous = character }
            guard !character.isWhitespace else { continue }
            if isWord(character), isWord(previous) {
                atoms[atoms.count - 1].append(character)
            } else {
                atoms.append(String(character))
            }
        }
        let body = atoms.map { atom in
            let escaped = NSRegularExpression.escapedPattern(for: atom)
            return atom == "]" || atom == ")" ? ",?\\s*" + escaped : escaped
        }
        return edge(text.prefix { $0.isWhitespace }, isLast: false) + body.joined(separator: "\\s*")
            + edge(text.reversed().prefix { $0.isWhitespace }, isLast: true)
    }

    /// The spacing at one end of the text: its line breaks kept, its spaces as any; at the end, spacing without a
    /// line break may have become one.
    private static func edge(_ spacing: some Sequence<Character>, isLast: Bool) -> String {
        let breaks = spacing.filter { $0 == "\n" }.count
        guard breaks > 0 else { return spacing.contains { _ in true } ? (isLast ? "\\s*" : "[ \\t]*") : "" }
        return String(repeating: "[ \\t]*\\n", count: breaks) + (isLast ? "" : "[ \\t]*")
    }
}
