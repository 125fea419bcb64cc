/// Builds links' queries from name-value pairs, percent-encoding each; pairs without a value are left out.
package enum QueryString {
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// `path` with the pairs added to its query (it may have one already).
    package static func path(_ path: String, _ pairs: [(String, String?)]) -> String {
        let query = pairs.compactMap { name, value in value.map { encode(name) + "=" + encode($0) } }
        guard !query.isEmpty else { return path }
        return path + (path.utf8.contains(UInt8(ascii: "?")) ? "&" : "?") + query.joined(separator: "&")
    }

    /// `path` percent-encoded for a link, its slashes kept.
    static func encodePath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { encode(String($0)) }.joined(separator: "/")
    }

    static func encode(_ text: String) -> String {
        var encoded: [UInt8] = []
        encoded.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                encoded.append(byte)
            } else {
                encoded.append(UInt8(ascii: "%"))
                encoded.append(hexDigits[Int(byte >> 4)])
                encoded.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// RFC 3986's unreserved characters: letters, digits, `-`, `.`, `_` and `~`.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }
}
