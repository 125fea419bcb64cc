import Foundation

/// Where and how an `HTTPServer` listens.
public struct ServerConfiguration: Sendable {
    /// The address to bind: `127.0.0.1` (the default), `0.0.0.0`, `::` or a host name.
    public var host: String
    /// The port to bind; `0` picks a free one (`HTTPServer.start()` returns it).
    public var port: UInt16
    /// The body every request may send, unless `bodyLimitByRequest` decides otherwise.
    public var bodyLimit: BodyLimit
    /// Decides one request's body limit from its head (the request with its body still empty), for a limit that
    /// depends on who asks, such as a large upload only for a signed-in user's form; `nil` keeps `bodyLimit`.
    /// Called on the connection's thread before any of the body is read: it must be quick.
    public var bodyLimitByRequest: BodyLimitDecision?
    /// How long a connection may go without receiving a byte, mid-request or idle between keep-alive
    /// requests, before it is closed.
    public var idleTimeout: TimeInterval
    /// How long a request's head may take to arrive, from its first byte, however slowly the bytes trickle in.
    public var headTimeout: TimeInterval
    /// How long an answer may take to be taken by a client that reads slowly.
    public var sendTimeout: TimeInterval
    /// How long a stopping server waits for handlers still answering: a connection whose handler has not answered
    /// by then is closed, so a handler that never returns cannot hold the stop.
    public var stopTimeout: TimeInterval
    /// How many bytes of large answers (photos) may wait at once for slow clients to take them; an answer beyond is
    /// a 503 asking to try again.
    public var maxLargeAnswerBytes: Int
    /// How many connections may be open at once (lowered to fit the process's descriptor limit). A client beyond
    /// it makes room by closing the connection that has waited longest for a whole request, or gets a 503.
    public var maxConnections: Int
    /// How many event loops (threads) serve the connections; one per core by default.
    public var eventLoops: Int
    /// Whether a request with a method outside the usual seven (`TRACE`, `QUERY`, any well-formed token) reaches the
    /// handler, as a framework that routes by method answers it (405 on a known path); otherwise it is a 501 here.
    public var passesEveryMethod = false

    public init(
        host: String = "127.0.0.1", port: UInt16 = 8081,
        bodyLimit: BodyLimit = BodyLimit(maxBytes: 10 << 20, timeout: 60),
        bodyLimitByRequest: BodyLimitDecision? = nil, idleTimeout: TimeInterval = 10,
        headTimeout: TimeInterval = 15, sendTimeout: TimeInterval = 60, stopTimeout: TimeInterval = 10,
        maxLargeAnswerBytes: Int = 256 << 20,
        maxConnections: Int = 512, eventLoops: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.host = host
        self.port = port
        self.bodyLimit = bodyLimit
        self.bodyLimitByRequest = bodyLimitByRequest
        self.idleTimeout = idleTimeout
        self.headTimeout = headTimeout
        self.sendTimeout = sendTimeout
        self.stopTimeout = stopTimeout
        self.maxLargeAnswerBytes = maxLargeAnswerBytes
        self.maxConnections = maxConnections
        self.eventLoops = eventLoops
    }
}
