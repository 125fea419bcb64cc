import SnapFitBackend

/// The one line logged per request: `GET /snapfit/login?SocialType=kakao 200 3ms`.
///
/// The target is logged as sent (percent-encoded, so always one line), with the values of the query parameters
/// that carry secrets replaced by `REDACTED`. Headers, and so `Authorization`, are never logged.
enum RequestLogLine {
    /// Query parameters whose values are secrets.
    static let secretParameters: Set<String> = ["refreshToken", "accessToken", "token", "signature"]

    static func format(method: String, target: String, status: Int, milliseconds: Int) -> String {
        "\(method) \(redacted(target)) \(status) \(milliseconds)ms"
    }

    /// `target` with the values of `secretParameters` replaced.
    static func redacted(_ target: String) -> String {
        guard let questionMark = target.firstIndex(of: "?") else { return target }
        let pairs = target[target.index(after: questionMark)...].split(separator: "&", omittingEmptySubsequences: false)
        let query = pairs.map { pair -> String in
            guard let equals = pair.firstIndex(of: "=") else { return String(pair) }
            let rawName = pair[..<equals]
            let name = HTTPRequestTarget.percentDecoded(ArraySlice(rawName.utf8), plusIsSpace: true) ?? String(rawName)
            return secretParameters.contains(name) ? rawName + "=REDACTED" : String(pair)
        }
        return target[...questionMark] + query.joined(separator: "&")
    }
}
