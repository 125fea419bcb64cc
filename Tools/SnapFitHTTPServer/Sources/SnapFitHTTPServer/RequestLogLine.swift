/// The one line logged per request: `GET /snapfit/login?SocialType=kakao 200 3ms`.
///
/// The target is logged as sent (percent-encoded, so always one line), with the values of the query parameters
/// that carry secrets replaced by `REDACTED`. Headers, and so `Authorization`, are never logged.
enum RequestLogLine {
    /// Words that make a query parameter secret when its decoded name contains one, in any case
    /// (`refreshToken`, `REFRESHTOKEN`, `X-Sandbox-Signature`).
    static let secretWords = ["token", "signature", "secret", "password"]

    /// The most of a target a line shows: a longer one is cut, and says so.
    static let maxTargetCharacters = 2048

    static func format(method: String, target: String, status: Int, milliseconds: Int) -> String {
        let shown = redacted(target)
        let cut = shown.count > maxTargetCharacters ? shown.prefix(maxTargetCharacters) + "…" : shown[...]
        return "\(method) \(cut) \(status) \(milliseconds)ms"
    }

    /// `target` with the values of secret parameters replaced.
    static func redacted(_ target: String) -> String {
        guard let questionMark = target.firstIndex(of: "?") else { return target }
        let pairs = target[target.index(after: questionMark)...].split(separator: "&", omittingEmptySubsequences: false)
        let query = pairs.map { pair -> String in
            guard let equals = pair.firstIndex(of: "=") else { return String(pair) }
            let rawName = pair[..<equals]
            let name = HTTPRequestTarget.percentDecoded(ArraySlice(rawName.utf8), plusIsSpace: true) ?? String(rawName)
            let lowered = name.lowercased()
            return secretWords.contains(where: lowered.contains) ? rawName + "=REDACTED" : String(pair)
        }
        return target[...questionMark] + query.joined(separator: "&")
    }
}
