import SnapFitDomain

/// A failure as a screen shows it: a stable machine-readable kind and a message in the user's language.
public struct ErrorViewModel: Sendable, Equatable, Encodable {
    /// Stable identifier for scripts (`--json`), such as `unreachable` or `validation`.
    public let kind: String
    public let message: String

    public init(kind: String, message: String) {
        self.kind = kind
        self.message = message
    }

    /// Describes a domain error in `language`.
    public init(_ error: DomainError, language: Language) {
        switch error {
        case .unreachable:
            self.init(
                kind: "unreachable", message: language.pick("서버에 연결할 수 없습니다.", "Cannot reach the SnapFit server."))
        case .timedOut:
            self.init(
                kind: "timed_out", message: language.pick("서버가 제때 응답하지 않았습니다.", "The server did not answer in time."))
        case .cancelled:
            self.init(kind: "cancelled", message: language.pick("요청이 취소되었습니다.", "The request was cancelled."))
        case .signedOut:
            self.init(kind: "signed_out", message: language.pick("먼저 로그인해 주세요.", "Please log in first."))
        case .sessionExpired:
            self.init(
                kind: "session_expired",
                message: language.pick("세션이 만료되었습니다. 다시 로그인해 주세요.", "Your session expired, please log in again."))
        case .rejected(let message):
            self.init(
                kind: "rejected",
                message: language.pick("서버가 요청을 거절했습니다: \(message)", "The server refused the request: \(message)"))
        case .invalidResponse(let detail):
            self.init(
                kind: "invalid_response",
                message: language.pick(
                    "서버 응답을 읽을 수 없습니다 (\(detail)).", "The server's answer could not be read (\(detail))."))
        }
    }
}
