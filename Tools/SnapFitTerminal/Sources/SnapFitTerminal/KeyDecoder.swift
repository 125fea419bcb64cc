/// Turns the bytes a terminal sends in raw mode into keys: UTF-8 text, control keys, and the escape sequences of the
/// cursor keys (`ESC [ A`, `ESC O H`, `ESC [ 3 ~`, …). A sequence or character split across reads waits for the rest.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// The keys completed by `bytes` (with what was pending before them).
    public mutating func keys(from bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.key(at: index, in: pending) else { break }
            if case .text(let text) = key, case .text(let previous)? = keys.last {
                keys[keys.count - 1] = .text(previous + text)
            } else {
                keys.append(key)
            }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// The key starting at `index` and its length in bytes; `nil` when its bytes have not all arrived yet.
    private static func key(at index: Int, in bytes: [UInt8]) -> (Key, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B: return escape(at: index, in: bytes)
        case 0x01: return (.home, 1)
        case 0x02: return (.left, 1)
        case 0x03: return (.interrupt, 1)
        case 0x04: return (.endOfInput, 1)
        case 0x05: return (.end, 1)
        case 0x06: return (.right, 1)
        case 0x08, 0x7F: return (.backspace, 1)
        case 0x09: return (.tab, 1)
        case 0x0A, 0x0D: return (.enter, 1)
        case 0x0B: return (.killToEnd, 1)
        case 0x0C: return (.clearScreen, 1)
        case 0x0E: return (.down, 1)
        case 0x10: return (.up, 1)
        case 0x15: return (.killToStart, 1)
        case 0x17: return (.deleteWordBefore, 1)
        case 0x00...0x1F: return (.ignored, 1)
        default: return character(at: index, in: bytes)
        }
    }

    /// A UTF-8 character; a malformed byte is ignored (and what follows it read as keys of their own).
    private static func character(at index: Int, in bytes: [UInt8]) -> (Key, Int)? {
        let byte = bytes[index]
        let length =
            switch byte {
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            case 0x20...0x7E: 1
            default: 0
            }
        guard length > 0 else { return (.ignored, 1) }
        let available = bytes[(index + 1)..<min(index + length, bytes.count)]
        guard available.allSatisfy({ $0 & 0xC0 == 0x80 }) else { return (.ignored, 1) }
        guard index + length <= bytes.count else { return nil }
        guard let text = String(validating: bytes[index..<index + length], as: UTF8.self) else { return (.ignored, 1) }
        return (.text(text), length)
    }

    /// `ESC [ params final` or `ESC O final`. An escape followed by anything else is ignored alone, so the key after
    /// it still counts; a sequence broken by a byte that cannot be in it is ignored up to that byte.
    private static func escape(at index: Int, in bytes: [UInt8]) -> (Key, Int)? {
        guard index + 1 < bytes.count else { return nil }
        let introducer = bytes[index + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return (.ignored, 1) }
        var end = index + 2
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return nil }
        guard (0x40...0x7E).contains(bytes[end]) else { return (.ignored, end - index) }
        let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        let key: Key =
            switch (Character(UnicodeScalar(bytes[end])), parameters) {
            case ("A", _): .up
            case ("B", _): .down
            case ("C", _): .right
            case ("D", _): .left
            case ("H", _), ("~", "1"), ("~", "7"): .home
            case ("F", _), ("~", "4"), ("~", "8"): .end
            case ("~", "3"): .delete
            default: .ignored
            }
        return (key, end - index + 1)
    }
}
