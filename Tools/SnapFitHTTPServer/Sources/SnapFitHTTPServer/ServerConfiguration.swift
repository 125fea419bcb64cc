import Foundation

/// Where and how an `HTTPServer` listens.
public struct ServerConfiguration: Sendable {
    /// The address to bind: `127.0.0.1` (the default), `0.0.0.0`, `::` or a host name.
    public var host: String
    /// The port to bind; `0` picks a free one (`HTTPServer.start()` returns it).
    public var port: UInt16
    /// The largest request body accepted; a bigger `Content-Length` is answered 413 without reading the body.
    public var maxBodyBytes: Int
    /// Other limits for requests to these exact paths, such as a larger one for an upload form.
    public var maxBodyBytesByPath: [String: Int]
    /// How long a connection may go without receiving a byte, mid-request or idle between keep-alive
    /// requests, before it is closed.
    public var idleTimeout: TimeInterval
    /// How long a request's head may take to arrive, from its first byte, however slowly the bytes trickle in.
    public var headTimeout: TimeInterval
    /// How long a request's body may take to arrive after its head, and an answer to be taken by the client.
    public var bodyTimeout: TimeInterval
    /// How many connections may be open at once (lowered to fit the process's descriptor limit). A client beyond
    /// it makes room by closing the connection that has waited longest for a whole request, or gets a 503.
    public var maxConnections: Int

    public init(
        host: String = "127.0.0.1", port: UInt16 = 8081, maxBodyBytes: Int = 10 << 20,
        maxBodyBytesByPath: [String: Int] = [:], idleTimeout: TimeInterval = 10, headTimeout: TimeInterval = 15,
        bodyTimeout: TimeInterval = 60,
        maxConnections: Int = 512
    ) {
        self.host = host
        self.port = port
        self.maxBodyBytes = maxBodyBytes
        self.maxBodyBytesByPath = maxBodyBytesByPath
        self.idleTimeout = idleTimeout
        self.headTimeout = headTimeout
        self.bodyTimeout = bodyTimeout
        self.maxConnections = maxConnections
    }
}
