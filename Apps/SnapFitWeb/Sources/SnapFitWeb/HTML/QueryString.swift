import SnapFitNetworking

/// Builds links' queries from name-value pairs, percent-encoding each; pairs without a value are left out.
package enum QueryString {
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

    /// `text` percent-encoded for a query or a path segment: everything but RFC 3986's unreserved characters.
    static func encode(_ text: String) -> String {
        QueryEncoding.encode(text)
    }
}
