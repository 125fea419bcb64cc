/// Every failure a use case can report. Lower layers map their own errors into these once;
/// no raw HTTP status or server code crosses into the domain.
public enum DomainError: Error, Sendable, Equatable {
    /// The backend cannot be reached at all (connection refused, unknown host, offline).
    case unreachable
    /// The backend did not answer in time.
    case timedOut
    /// The operation was cancelled before it finished.
    case cancelled
    /// There is no signed-in session; the user must log in.
    case signedOut
    /// The session could not be renewed; the user must log in again.
    case sessionExpired
    /// The server refused the request for a reason the domain does not model; its own words.
    case rejected(message: String)
    /// The server answered with something the client cannot read.
    case invalidResponse(detail: String)
}
