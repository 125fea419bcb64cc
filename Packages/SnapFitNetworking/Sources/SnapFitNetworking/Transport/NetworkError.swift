import Foundation

/// Every way a request can fail, told apart so callers can map each to their own meaning.
public enum NetworkError: Error, Sendable, Equatable {
    /// The request could not be built (bad URL, unencodable body).
    case invalidRequest(reason: String)
    /// Nothing answered: connection refused, unknown host, no network.
    case cannotConnect
    /// The server did not answer in time.
    case timedOut
    /// The connection broke after the request may have been sent; its outcome is unknown.
    case connectionLost
    /// The task was cancelled.
    case cancelled
    /// Any other transport failure, with the `URLError` code.
    case transport(code: Int)
    /// A redirect (3xx) reached the provider: it is reported, never followed or retried by it. `from` is the origin
    /// asked, `to` where the answer pointed (`nil` without a `Location`).
    case redirected(from: String, to: String?)
    /// What came back is not a usable HTTP answer: malformed, compressed unasked, or past the session's limits.
    case invalidAnswer(reason: String)
    /// The server answered with a non-2xx status.
    case httpStatus(HTTPFailure)
    /// A 2xx body that does not decode into the expected type.
    case undecodableBody(codingPath: String, detail: String)
    /// A 2xx response with an empty body where a value was expected.
    case emptyBody
    /// There is no session to authenticate the request with.
    case signedOut
    /// The session was rejected and could not be renewed; it has been cleared.
    case sessionExpired
    /// What stands behind the session cannot serve any request now (for example an in-process backend whose
    /// storage cannot be read); nothing was done, and trying again will not help until `reason` is dealt with.
    case unavailable(reason: String)
}

/// A non-2xx answer: the status, the raw body, and the server's error value when the body decodes.
public struct HTTPFailure: Sendable, Equatable {
    public let status: Int
    public let body: Data
    public let serverError: ServerError?

    public init(status: Int, body: Data, serverError: ServerError?) {
        self.status = status
        self.body = body
        self.serverError = serverError
    }
}

/// The error value a server put in its body, as read by the provider's `ServerErrorDecoder`.
public struct ServerError: Sendable, Equatable {
    public let code: Int?
    public let message: String?

    public init(code: Int?, message: String?) {
        self.code = code
        self.message = message
    }
}
