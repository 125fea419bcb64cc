import Foundation

/// Which query parameters and headers have their values hidden in log entries. Names compare case-insensitively.
public struct LogRedaction: Sendable {
    /// Stands in for a hidden value.
    public static let placeholder = "<redacted>"

    public let queryNames: Set<String>
    public let headerNames: Set<String>

    public init(queryNames: Set<String>, headerNames: Set<String>) {
        self.queryNames = Set(queryNames.map { $0.lowercased() })
        self.headerNames = Set(headerNames.map { $0.lowercased() })
    }

    /// Tokens and signed-URL signatures in queries; credentials and cookies in headers.
    public static let standard = LogRedaction(
        queryNames: [
            "accessToken", "refreshToken", "token", "access_token", "refresh_token", "signature", "X-Goog-Signature",
            "X-Goog-Credential", "X-Amz-Signature", "X-Amz-Credential", "app_id",
        ],
        headerNames: ["Authorization", "Proxy-Authorization", "Cookie", "Set-Cookie"])

    /// `url` with the values of sensitive query parameters replaced, the rest left exactly as sent.
    public func redact(url: URL) -> String {
        let text = url.absoluteString
        guard let questionMark = text.firstIndex(of: "?") else { return text }
        let queryStart = text.index(after: questionMark)
        let queryEnd = text[queryStart...].firstIndex(of: "#") ?? text.endIndex
        let query = text[queryStart..<queryEnd].split(separator: "&", omittingEmptySubsequences: false)
            .map { redact(queryPair: String($0)) }
            .joined(separator: "&")
        return text[..<queryStart] + query + text[queryEnd...]
    }

    /// `headers` with sensitive values replaced; an authorization scheme such as `Bearer` is kept.
    public func redact(headers: [String: String]) -> [String: String] {
        headers.reduce(into: [:]) { redacted, header in
            redacted[header.key] = headerNames.contains(header.key.lowercased()) ? hide(header.value) : header.value
        }
    }

    private func redact(queryPair: String) -> String {
        guard let separator = queryPair.firstIndex(of: "=") else { return queryPair }
        let encodedName = String(queryPair[..<separator])
        let name = (encodedName.removingPercentEncoding ?? encodedName).lowercased()
        return queryNames.contains(name) ? "\(encodedName)=\(Self.placeholder)" : queryPair
    }

    private func hide(_ value: String) -> String {
        guard let space = value.firstIndex(of: " ") else { return Self.placeholder }
        return "\(value[..<space]) \(Self.placeholder)"
    }
}
