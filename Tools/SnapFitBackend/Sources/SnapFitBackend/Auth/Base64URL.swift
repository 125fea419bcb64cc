import Foundation

/// Base64url without padding (RFC 4648 §5), as JWTs use it.
public enum Base64URL {
    /// `bytes` as base64url text with no `=` padding.
    public static func encode(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// The bytes of unpadded base64url `text` in its one canonical spelling: `nil` for padding, any character
    /// outside the alphabet, or unused low bits that are not zero (which would let two texts mean the same bytes).
    public static func decode(_ text: String) -> [UInt8]? {
        guard text.count % 4 != 1, text.utf8.allSatisfy({ isAlphabet($0) }) else { return nil }
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
        guard let bytes = Data(base64Encoded: standard).map({ [UInt8]($0) }), encode(bytes) == text else { return nil }
        return bytes
    }

    private static func isAlphabet(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default: false
        }
    }
}
