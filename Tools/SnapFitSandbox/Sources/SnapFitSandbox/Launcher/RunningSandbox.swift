import Foundation
import SnapFitBackend

/// A sandbox that is listening. Stop it when done; its port is then free again.
public final class RunningSandbox: Sendable {
    /// The port it listens on (the chosen one when started with port 0).
    public let port: UInt16
    /// The backend, for test hooks: `journal()`, `setDelay(_:for:)`.
    public let backend: Backend
    private let host: String
    private let server: HTTPServer

    init(host: String, port: UInt16, backend: Backend, server: HTTPServer) {
        self.host = host
        self.port = port
        self.backend = backend
        self.server = server
    }

    /// `http://HOST:PORT`, the client's base URL; a wildcard listen address is reached through loopback.
    public var baseURL: URL {
        var components = URLComponents()
        components.scheme = "http"
        components.host = ["0.0.0.0", "::", ""].contains(host) ? "127.0.0.1" : host
        components.port = Int(port)
        return components.url ?? URL(fileURLWithPath: "/")
    }

    /// Stops accepting connections and finishes the requests in flight.
    public func stop() {
        server.stop()
    }
}
