import Foundation
import SnapFitBackend

/// Where and how an `HTTPServer` listens.
public struct ServerConfiguration: Sendable {
    /// The address to bind: `127.0.0.1` (the default), `0.0.0.0`, `::` or a host name.
    public var host: String
    /// The port to bind; `0` picks a free one (`HTTPServer.start()` returns it).
    public var port: UInt16
    /// The largest request body accepted; a bigger `Content-Length` is answered 413 without reading the body.
    public var maxBodyBytes: Int
    /// How long a connection may go without receiving a byte, mid-request or idle between keep-alive
    /// requests, before it is closed. Also bounds how long a write to a client that does not read may block.
    public var idleTimeout: TimeInterval

    public init(
        host: String = "127.0.0.1", port: UInt16 = 8081, maxBodyBytes: Int = Backend.maxRequestBodyBytes,
        idleTimeout: TimeInterval = 10
    ) {
        self.host = host
        self.port = port
        self.maxBodyBytes = maxBodyBytes
        self.idleTimeout = idleTimeout
    }
}
