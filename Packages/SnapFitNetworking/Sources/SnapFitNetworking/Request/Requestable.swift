import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Describes what to send. `Endpoint` is the one conforming type; tests may add their own.
public protocol Requestable: Sendable {
    /// An absolute base URL (e.g. a signed upload URL); `nil` means the provider's base URL.
    var baseURL: URL? { get }
    /// Appended to the base URL as written, e.g. `/v1/items`; empty means the base URL itself (signed URLs).
    var path: String { get }
    var method: HTTPMethod { get }
    /// Encoded in order; a name may repeat (`ext=png&ext=heic`).
    var queryItems: [URLQueryItem] { get }
    var headers: [String: String] { get }
    var body: RequestBody? { get }
    /// Whether the authentication hook must add a bearer token (and may refresh it).
    var requiresAuthentication: Bool { get }
}

extension Requestable {
    /// Builds the `URLRequest`, resolving the base URL and percent-encoding every query value. The address is
    /// written as text and parsed once; the headers are set all at once (Foundation's one-by-one setter costs several
    /// times as much), an endpoint's own replacing one of the same name in any case.
    public func makeURLRequest(defaultBaseURL: URL, encoder: JSONEncoder) throws(NetworkError) -> URLRequest {
        guard path.isEmpty || path.hasPrefix("/") else {
            throw .invalidRequest(reason: "\(path) does not start with /")
        }
        let base = (baseURL ?? defaultBaseURL).absoluteString
        let (beforeFragment, fragment) = Self.split(base, at: "#")
        let (basePath, baseQuery) = Self.split(beforeFragment, at: "?")
        var address = path.isEmpty ? basePath : basePath.trimmingSuffix("/") + Self.encodePath(path)
        let query =
            (baseQuery.map { [$0] } ?? [])
            + queryItems.map { item in
                "\(QueryEncoding.encode(item.name))=\(QueryEncoding.encode(item.value ?? ""))"
            }
        if !query.isEmpty { address += "?" + query.joined(separator: "&") }
        if let fragment { address += "#" + fragment }
        guard let url = URL(string: address) else {
            throw .invalidRequest(reason: "\(path) does not form a valid URL")
        }
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        var fields = ["Accept": "application/json"]
        switch body {
        case .json(let value):
            do {
                request.httpBody = try encoder.encode(value)
            } catch {
                throw .invalidRequest(reason: "body cannot be encoded: \(error)")
            }
            fields["Content-Type"] = "application/json;charset=UTF-8"
        case .raw(let data, let contentType):
            request.httpBody = data
            fields["Content-Type"] = contentType
        case nil:
            break
        }
        for (name, value) in headers { fields.setHeader(name, to: value) }
        request.allHTTPHeaderFields = fields
        return request
    }

    /// `path` percent-encoded where a URL path needs it; a path of only the characters a path allows (as every
    /// endpoint's is) is returned as it is, without Foundation's encoder.
    private static func encodePath(_ path: String) -> String {
        guard !path.utf8.allSatisfy(isAllowedInPath) else { return path }
        return path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    /// Whether `byte` stands for itself in a URL path (`CharacterSet.urlPathAllowed`, ASCII).
    private static func isAllowedInPath(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: "-._~!$&'()*+,=:@/".utf8.contains(byte)
        }
    }
}

extension Requestable {
    /// `text` before the first `separator`, and what follows it (`nil` when there is none).
    fileprivate static func split(_ text: String, at separator: Character) -> (String, String?) {
        guard let index = text.firstIndex(of: separator) else { return (text, nil) }
        return (String(text[..<index]), String(text[text.index(after: index)...]))
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
