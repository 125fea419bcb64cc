/// The byte classes of HTTP's grammar (RFC 9110 §5.6, RFC 9112), shared by the head and the chunk readers.
enum HTTPSyntax {
    static let carriageReturn = UInt8(ascii: "\r")
    static let lineFeed = UInt8(ascii: "\n")

    /// `tchar`: what methods, header names and chunk extension names are made of.
    static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"),
            UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"),
            UInt8(ascii: "|"), UInt8(ascii: "~"):
            true
        default: false
        }
    }

    /// `SP` or `HTAB`: the blanks `OWS` and `BWS` are made of.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// What a `Host` value may contain: a registered name or an IP literal, and a port (RFC 3986 §3.2.2).
    static func isHostCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"), UInt8(ascii: "%"), UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"),
            UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "["),
            UInt8(ascii: "]"):
            true
        default: false
        }
    }

    /// A field line's name and raw value (RFC 9112 §5): a token, a colon right after it, and a value without control
    /// characters but tabs; `nil` for anything else.
    static func fieldLine(_ line: ArraySlice<UInt8>) -> (name: ArraySlice<UInt8>, value: ArraySlice<UInt8>)? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
            line[..<colon].allSatisfy(isTokenCharacter)
        else { return nil }
        let value = line[(colon + 1)...]
        guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7f) }) else { return nil }
        return (line[..<colon], value)
    }

    /// `bytes` without the optional whitespace (spaces and tabs, RFC 9110 §5.6.3) at either end.
    static func trimmingWhitespace<Bytes: BidirectionalCollection<UInt8>>(_ bytes: Bytes) -> Bytes.SubSequence {
        let isWhitespace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        let start = bytes.firstIndex { !isWhitespace($0) } ?? bytes.endIndex
        let end = bytes[start...].lastIndex { !isWhitespace($0) }.map { bytes.index(after: $0) } ?? start
        return bytes[start..<end]
    }

    /// The elements of a comma-separated field value, lowercased, without their surrounding whitespace.
    static func listElements(_ value: String) -> [String] {
        value.lowercased().utf8.split(separator: UInt8(ascii: ",")).map {
            String(decoding: trimmingWhitespace($0), as: UTF8.self)
        }
    }

    /// What a request target may contain on the wire: visible US-ASCII, no fragment (anything else must be
    /// percent-encoded).
    static func isTargetCharacter(_ byte: UInt8) -> Bool {
        (0x21...0x7E).contains(byte) && byte != UInt8(ascii: "#")
    }

    /// The length of the `quoted-string` at the start of `bytes` (its quotes included), or `nil` when it is not one.
    static func quotedStringLength(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.first == UInt8(ascii: "\"") else { return nil }
        var index = bytes.startIndex + 1
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                return index + 1 - bytes.startIndex
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.endIndex, isQuotable(bytes[index + 1]) else { return nil }
                index += 2
            case let byte where isQuotable(byte):
                index += 1
            default:
                return nil
            }
        }
        return nil
    }

    /// `HTAB / SP / VCHAR / obs-text`: what may stand in a quoted string, escaped or not.
    private static func isQuotable(_ byte: UInt8) -> Bool {
        byte == 0x09 || (0x20...0x7E).contains(byte) || byte >= 0x80
    }
}
