/// Base64url without padding (RFC 4648 §5), as JWTs use it. Every request's token is decoded, so both directions work
/// on bytes, six bits at a time.
public enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
    /// Each byte's six bits, or `invalid` for a byte outside the alphabet.
    private static let values: [UInt8] = {
        var values = [UInt8](repeating: invalid, count: 256)
        for (value, byte) in alphabet.enumerated() { values[Int(byte)] = UInt8(value) }
        return values
    }()
    private static let invalid: UInt8 = 0xFF

    /// `bytes` as base64url text with no `=` padding.
    public static func encode(_ bytes: [UInt8]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity((bytes.count * 4 + 2) / 3)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = UInt32(bytes[index]) << 16
            if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
            if count > 2 { group |= UInt32(bytes[index + 2]) }
            for position in 0...count { text.append(alphabet[Int((group >> (18 - 6 * position)) & 0x3F)]) }
            index += 3
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The bytes of unpadded base64url `text` in its one canonical spelling: `nil` for padding, any character
    /// outside the alphabet, or unused low bits that are not zero (which would let two texts mean the same bytes).
    public static func decode(_ text: String) -> [UInt8]? {
        let characters = Array(text.utf8)
        guard characters.count % 4 != 1 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(characters.count * 3 / 4)
        var bits: UInt32 = 0
        var bitCount = 0
        for character in characters {
            let value = values[Int(character)]
            guard value != invalid else { return nil }
            bits = bits << 6 | UInt32(value)
            bitCount += 6
            if bitCount >= 8 {
                bitCount -= 8
                bytes.append(UInt8(truncatingIfNeeded: bits >> bitCount))
                bits &= (1 << bitCount) - 1
            }
        }
        guard bits == 0 else { return nil }
        return bytes
    }
}
