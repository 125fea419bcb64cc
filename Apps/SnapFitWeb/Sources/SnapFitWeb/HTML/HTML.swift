/// A piece of HTML. Interpolated strings and numbers are escaped; only other `HTML` goes in as it is, so a page
/// built from `HTML` literals cannot carry a server's or a user's text as markup.
public struct HTML: Sendable, Equatable, ExpressibleByStringInterpolation {
    /// The markup.
    public let text: String

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// `&`, `<`, `>`, `"` and `'` as character references: safe in text and in quoted attribute values.
    static func escape(_ text: String) -> String {
        // Most text has nothing to escape: it goes in as it is, uncopied.
        guard text.utf8.contains(where: isMarkup) else { return text }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): escaped.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): escaped.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): escaped.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): escaped.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): escaped.append(contentsOf: "&#39;".utf8)
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Whether `byte` is one of the five characters `escape` replaces.
    private static func isMarkup(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Text, escaped.
        public mutating func appendInterpolation(_ value: String) {
            text += HTML.escape(value)
        }

        public mutating func appendInterpolation(_ value: Int) {
            text += String(value)
        }

        /// Markup, as it is.
        public mutating func appendInterpolation(_ html: HTML) {
            text += html.text
        }

        /// Each piece, as it is.
        public mutating func appendInterpolation(_ pieces: [HTML]) {
            for piece in pieces { text += piece.text }
        }

        /// Markup when there is some; nothing for `nil`.
        public mutating func appendInterpolation(_ html: HTML?) {
            text += html?.text ?? ""
        }
    }
}
