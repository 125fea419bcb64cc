import Foundation

/// How much of a request body the server reads, and for how long, before it refuses the request (413) or closes
/// the connection.
public struct BodyLimit: Sendable, Equatable {
    /// The largest body; a bigger `Content-Length` (or chunked data) is answered 413 without reading it.
    public var maxBytes: Int
    /// How long the body may take to arrive after the head.
    public var timeout: TimeInterval

    public init(maxBytes: Int, timeout: TimeInterval) {
        self.maxBytes = maxBytes
        self.timeout = timeout
    }
}

/// Decides one request's body limit from its head (the request with its body still empty); `nil` keeps the
/// server's own.
public typealias BodyLimitDecision = @Sendable (HTTPRequest) -> BodyLimit?
