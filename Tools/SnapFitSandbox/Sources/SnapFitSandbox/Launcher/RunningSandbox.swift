import Foundation
import SnapFitBackend
import SnapFitHTTPServer

/// A sandbox that is listening. Stop it when done; its port is then free again.
public final class RunningSandbox: Sendable {
    /// The port it listens on (the chosen one when started with port 0).
    public let port: UInt16
    /// The backend, for test hooks: `journal()`, `setDelay(_:for:)`.
    public let backend: Backend
    private let host: String
    private let server: HTTPServer
    private let dataFileLock: ExclusiveDataFileLock?

    init(host: String, port: UInt16, backend: Backend, server: HTTPServer, dataFileLock: ExclusiveDataFileLock?) {
        self.host = host
        self.port = port
        self.backend = backend
        self.server = server
        self.dataFileLock = dataFileLock
    }

    /// `http://HOST:PORT`, the client's base URL; a wildcard listen address is reached through loopback.
    public var baseURL: URL { Self.loopbackURL(host: host, port: port) }

    /// `http://HOST:PORT` for a listen address, a wildcard one reached through loopback.
    static func loopbackURL(host: String, port: UInt16) -> URL {
        var components = URLComponents()
        components.scheme = "http"
        components.host = ["0.0.0.0", "::", ""].contains(host) ? "127.0.0.1" : host
        components.port = Int(port)
        return components.url ?? URL(fileURLWithPath: "/")
    }

    /// Stops accepting connections, finishes the requests in flight, and lets go of the data file.
    public func stop() {
        server.stop()
        dataFileLock?.release()
    }
}
