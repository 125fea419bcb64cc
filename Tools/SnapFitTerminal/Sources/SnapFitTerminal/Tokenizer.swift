/// Splits a command line into words the way a POSIX shell does, without expansions:
/// - whitespace separates words;
/// - `'…'` keeps everything literally;
/// - `"…"` keeps everything but `\"` and `\\`, which stand for `"` and `\`;
/// - outside quotes `\` makes the next character literal;
/// - quoted and unquoted parts next to each other form one word (`--at="2026-12-01 14:00"`), and `""` is an empty word;
/// - a `#` that starts a word starts a comment, to the end of the line (`me # my page`).
public enum Tokenizer {
    public static func words(_ line: String) throws(CommandLineError) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var characters = line.makeIterator()
        reading: while let character = characters.next() {
            switch character {
            case "#" where !inWord:
                break reading
            case "'":
                inWord = true
                guard let text = read(until: "'", from: &characters, escapes: []) else { throw .unterminatedQuote("'") }
                current += text
            case "\"":
                inWord = true
                guard let text = read(until: "\"", from: &characters, escapes: ["\"", "\\"]) else {
                    throw .unterminatedQuote("\"")
                }
                current += text
            case "\\":
                guard let escaped = characters.next() else {
                    throw .trailingBackslash
                }
                inWord = true
                current.append(escaped)
            case _ where character.isWhitespace:
                if inWord { words.append(current) }
                current = ""
                inWord = false
            default:
                inWord = true
                current.append(character)
            }
        }
        if inWord { words.append(current) }
        return words
    }

    /// The text up to the closing `quote` (consumed), or `nil` when the line ends first.
    private static func read(
        until quote: Character, from characters: inout String.Iterator, escapes: Set<Character>
    ) -> String? {
        var text = ""
        while let character = characters.next() {
            if character == quote { return text }
            if character == "\\", !escapes.isEmpty {
                guard let next = characters.next() else { return nil }
                if !escapes.contains(next) { text.append(character) }
                text.append(next)
                continue
            }
            text.append(character)
        }
        return nil
    }
}
