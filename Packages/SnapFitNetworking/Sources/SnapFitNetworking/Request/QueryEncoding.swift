/// Percent-encoding for query names and values: everything but RFC 3986 unreserved characters, as UTF-8 bytes in
/// upper-case hex, so Korean text, `&`, `=`, `+` and spaces all survive the trip intact. Text of unreserved
/// characters only (most names and numbers) comes back as it is.
public enum QueryEncoding {
    /// `text` with every byte but the unreserved characters written as `%XX`.
    public static func encode(_ text: String) -> String {
        guard !text.utf8.allSatisfy(isUnreserved) else { return text }
        var encoded: [UInt8] = []
        encoded.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }
}
