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
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
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
