/// Splits and percent-decodes a request target into the path and query of an `HTTPRequest`.
///
/// `+` stays a `+` in the path but is a space in query names and values, as Spring (the real server) decodes
/// them; a `+` meant literally in a query value must be sent as `%2B`. Bad escapes and percent-decoded bytes
/// that are not UTF-8 make the request a 400. Both fronts of the backend (the HTTP server and the in-process one)
/// read targets through it, so a request means the same whichever way it arrives.
public enum HTTPRequestTarget {
    /// A target that cannot be read; the reason says why.
    public struct Invalid: Error, Sendable, Equatable {
        public let reason: String
    }

    /// The decoded path and query items of `target` (origin form `/a/b?x=1`, or absolute form `http://h/a/b`).
    public static func decode(
        _ target: [UInt8]
    ) throws(Invalid) -> (path: String, query: [(name: String, value: String)]) {
        let origin = try originForm(of: target)
        let questionMark = origin.firstIndex(of: UInt8(ascii: "?"))
        let rawPath = origin[..<(questionMark ?? origin.endIndex)]
        let rawQuery = questionMark.map { origin[($0 + 1)...] } ?? []
        guard let path = percentDecoded(rawPath, plusIsSpace: false) else {
            throw Invalid(reason: "the path is not valid percent-encoded UTF-8")
        }
        var query: [(name: String, value: String)] = []
        for pair in rawQuery.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let equals = pair.firstIndex(of: UInt8(ascii: "="))
            let rawName = pair[..<(equals ?? pair.endIndex)]
            let rawValue = equals.map { pair[($0 + 1)...] } ?? []
            guard let name = percentDecoded(rawName, plusIsSpace: true),
                let value = percentDecoded(rawValue, plusIsSpace: true)
            else { throw Invalid(reason: "the query is not valid percent-encoded UTF-8") }
            query.append((name, value))
        }
        return (path, query)
    }

    /// The `/path?query` part of a target; absolute-form targets lose their scheme and authority.
    private static func originForm(of target: [UInt8]) throws(Invalid) -> ArraySlice<UInt8> {
        let text = target[...]
        for scheme in ["http://", "https://"] where text.starts(with: scheme.utf8) {
            let authorityStart = text.startIndex + scheme.utf8.count
            let authority = text[authorityStart...]
            guard let end = authority.firstIndex(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") }) else {
                return ArraySlice("/".utf8)
            }
            return text[end] == UInt8(ascii: "/") ? text[end...] : ArraySlice("/".utf8) + text[end...]
        }
        guard text.first == UInt8(ascii: "/") else {
            throw Invalid(reason: "the request target must start with '/'")
        }
        return text
    }

    /// `bytes` with `%XX` escapes (and `+` if `plusIsSpace`) decoded, or `nil` for a bad escape or bad UTF-8.
    public static func percentDecoded(_ bytes: ArraySlice<UInt8>, plusIsSpace: Bool) -> String? {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard bytes.endIndex - index >= 3, let high = hexValue(bytes[index + 1]),
                    let low = hexValue(bytes[index + 2])
                else { return nil }
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        return String(validating: decoded, as: UTF8.self)
    }

    public static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
