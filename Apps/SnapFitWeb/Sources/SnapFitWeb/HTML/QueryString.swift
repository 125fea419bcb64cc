/// Builds links' queries from name-value pairs, percent-encoding each; pairs without a value are left out.
enum QueryString {
    private static let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)

    /// `path` with the pairs added to its query (it may have one already).
    static func path(_ path: String, _ pairs: [(String, String?)]) -> String {
        let query = pairs.compactMap { name, value in value.map { encode(name) + "=" + encode($0) } }
        guard !query.isEmpty else { return path }
        return path + (path.contains("?") ? "&" : "?") + query.joined(separator: "&")
    }

    /// `path` percent-encoded for a link, its slashes kept.
    static func encodePath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { encode(String($0)) }.joined(separator: "/")
    }

    static func encode(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            if unreserved.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }
}
