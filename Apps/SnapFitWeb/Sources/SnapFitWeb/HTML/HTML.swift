/// A piece of HTML. Interpolated strings and numbers are escaped; only other `HTML` goes in as it is, so a page
/// built from `HTML` literals cannot carry a server's or a user's text as markup.
public struct HTML: Sendable, Equatable, ExpressibleByStringInterpolation {
    /// The markup, as UTF-8: a page is built as bytes and sent as they are.
    public let bytes: [UInt8]

    /// The markup, as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public init(stringLiteral value: String) {
        bytes = Array(value.utf8)
    }

    public init(stringInterpolation: StringInterpolation) {
        bytes = stringInterpolation.bytes
    }

    /// Appends `text` to `bytes` with `&`, `<`, `>`, `"` and `'` as character references: safe in text and in quoted
    /// attribute values. The runs between them are copied whole.
    static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in utf8.indices {
                let reference: StaticString
                switch utf8[index] {
                case UInt8(ascii: "&"): reference = "&amp;"
                case UInt8(ascii: "<"): reference = "&lt;"
                case UInt8(ascii: ">"): reference = "&gt;"
                case UInt8(ascii: "\""): reference = "&quot;"
                case UInt8(ascii: "'"): reference = "&#39;"
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                reference.withUTF8Buffer { bytes.append(contentsOf: $0) }
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var bytes: [UInt8] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            bytes.reserveCapacity(literalCapacity + interpolationCount * 32)
        }

        public mutating func appendLiteral(_ literal: String) {
            bytes.append(contentsOf: literal.utf8)
        }

        /// Text, escaped.
        public mutating func appendInterpolation(_ value: String) {
            HTML.appendEscaped(value, to: &bytes)
        }

        public mutating func appendInterpolation(_ value: Int) {
            bytes.append(contentsOf: String(value).utf8)
        }

        /// Markup, as it is.
        public mutating func appendInterpolation(_ html: HTML) {
            bytes.append(contentsOf: html.bytes)
        }

        /// Each piece, as it is.
        public mutating func appendInterpolation(_ pieces: [HTML]) {
            for piece in pieces { bytes.append(contentsOf: piece.bytes) }
        }

        /// Markup when there is some; nothing for `nil`.
        public mutating func appendInterpolation(_ html: HTML?) {
            if let html { bytes.append(contentsOf: html.bytes) }
        }
    }
}
