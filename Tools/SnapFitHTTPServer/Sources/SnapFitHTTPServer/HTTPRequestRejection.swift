/// A request the server refuses before it reaches the handler; the connection is closed after the answer.
struct HTTPRequestRejection: Error, Sendable, Equatable {
    /// 400, 413, 431, 501, 505 or 507.
    let status: Int
    /// A short explanation, sent as the plain-text body.
    let reason: String
    /// The method and raw request target, when the request line was readable (for the log line).
    var method: String?
    var target: String?

    init(status: Int, reason: String, method: String? = nil, target: String? = nil) {
        self.status = status
        self.reason = reason
        self.method = method
        self.target = target
    }

    static func badRequest(_ reason: String) -> HTTPRequestRejection {
        HTTPRequestRejection(status: 400, reason: reason)
    }
}
