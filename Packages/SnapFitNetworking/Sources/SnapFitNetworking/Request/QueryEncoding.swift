import Foundation

/// Percent-encoding for query names and values: everything but RFC 3986 unreserved characters,
/// so Korean text, `&`, `=`, `+` and spaces all survive the trip intact.
enum QueryEncoding {
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }
}
