/// One attempt at sending a request, with secrets already redacted.
public struct NetworkLogEntry: Sendable, Equatable {
    public let method: HTTPMethod
    /// The URL with the values of sensitive query parameters replaced by `<redacted>`.
    public let url: String
    /// The request headers with sensitive values redacted (`Authorization: Bearer <redacted>`).
    public let headers: [String: String]
    /// The HTTP status, or nil when no HTTP response arrived.
    public let status: Int?
    public let duration: Duration
    /// 1 for the first try, then counting every retry and the retry after a token refresh.
    public let attempt: Int
    /// How the attempt failed, if it did.
    public let error: NetworkError?

    public init(
        method: HTTPMethod, url: String, headers: [String: String], status: Int?, duration: Duration, attempt: Int,
        error: NetworkError?
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.status = status
        self.duration = duration
        self.attempt = attempt
        self.error = error
    }
}
