import Foundation

/// Reads a request body as the server's Jackson mapper does: strict JSON (no comments, no single quotes, no leading
/// zeros, no `NaN`), every member of an object kept in order, a key given twice included twice (readers take the
/// last, as Jackson binds it). Nesting deeper than `maxDepth` is refused: no request shape comes near it.
struct JSONParser {
    static let maxDepth = 512

    private let bytes: [UInt8]
    private var index = 0

    private init(_ data: Data) { bytes = Array(data) }

    /// The one JSON value of `data` (surrounding whitespace allowed), or `nil` when it is not exactly that.
    static func parse(_ data: Data) -> JSONValue? {
        var parser = JSONParser(data)
        guard let value = parser.value(depth: 0) else { return nil }
        parser.skipWhitespace()
        // Not a ternary: JSONValue takes `nil` as a literal (`.null`).
        guard parser.index == parser.bytes.count else { return nil }
        return value
    }

    private mutating func value(depth: Int) -> JSONValue? {
        guard depth < Self.maxDepth else { return nil }
        skipWhitespace()
        guard let byte = peek() else { return nil }
        switch byte {
        case UInt8(ascii: "{"): return object(depth: depth)
        case UInt8(ascii: "["): return array(depth: depth)
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func object(depth: Int) -> JSONValue? {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return .object(members) }
        repeat {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\""), let key = string() else { return nil }
            skipWhitespace()
            guard consume(UInt8(ascii: ":")), let value = value(depth: depth + 1) else { return nil }
            members.append((key: key, value: value))
            skipWhitespace()
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "}")) else { return nil }
        return .object(members)
    }

    private mutating func array(depth: Int) -> JSONValue? {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if consume(UInt8(ascii: "]")) { return .array(elements) }
        repeat {
            guard let element = value(depth: depth + 1) else { return nil }
            elements.append(element)
            skipWhitespace()
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "]")) else { return nil }
        return .array(elements)
    }

    /// A string literal, its escapes decoded; invalid UTF-8, a raw control character or a lone surrogate is refused.
    private mutating func string() -> String? {
        index += 1
        var units: [UInt16] = []
        var start = index
        func flush(_ end: Int) -> Bool {
            guard let text = String(validating: bytes[start..<end], as: UTF8.self) else { return false }
            units.append(contentsOf: text.utf16)
            return true
        }
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                guard flush(index) else { return nil }
                index += 1
                return String(validating: units, as: UTF16.self)
            case UInt8(ascii: "\\"):
                guard flush(index) else { return nil }
                index += 1
                guard let unit = escape() else { return nil }
                units.append(unit)
                start = index
            case ..<0x20:
                return nil
            default:
                index += 1
            }
        }
        return nil
    }

    /// The UTF-16 unit of the escape after a backslash.
    private mutating func escape() -> UInt16? {
        guard let byte = peek() else { return nil }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return UInt16(byte)
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "t"): return 0x09
        case UInt8(ascii: "u"):
            guard index + 4 <= bytes.count,
                let unit = UInt16(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
                bytes[index..<index + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
            else { return nil }
            index += 4
            return unit
        default: return nil
        }
    }

    /// A number in JSON's grammar: an integer that fits 64 bits is `.int`, anything else `.double`.
    private mutating func number() -> JSONValue? {
        let start = index
        _ = consume(UInt8(ascii: "-"))
        guard let first = peek(), isDigit(first) else { return nil }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        var isInteger = true
        if consume(UInt8(ascii: ".")) {
            isInteger = false
            guard let digit = peek(), isDigit(digit) else { return nil }
            skipDigits()
        }
        if let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard let digit = peek(), isDigit(digit) else { return nil }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .int(integer) }
        return Double(text).map(JSONValue.double)
    }

    private mutating func literal(_ word: String, _ value: JSONValue) -> JSONValue? {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            return nil
        }
        index += expected.count
        return value
    }

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), [0x20, 0x09, 0x0A, 0x0D].contains(byte) { index += 1 }
    }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
