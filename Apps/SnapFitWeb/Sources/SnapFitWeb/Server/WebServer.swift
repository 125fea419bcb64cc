import Foundation
import SnapFitHTTPServer

/// The web app served over HTTP/1.1, each request's body limited by who sends it (`WebApp.bodyLimit(for:)`):
/// `snapfit-web` and the browser tests serve it this one way.
public struct WebServer: Sendable {
    private let server: HTTPServer

    public init(_ app: WebApp, host: String, port: UInt16) {
        server = HTTPServer(
            configuration: ServerConfiguration(
                host: host, port: port, bodyLimit: WebApp.formBody,
                bodyLimitByRequest: { head in app.bodyLimit(for: head) }),
            logger: nil, handler: { request in await app.respond(to: request) })
    }

    /// Starts listening; returns the bound port (a free one when `port` is 0). Throws `HTTPServerError`.
    public func start() throws -> UInt16 {
        try server.start()
    }

    /// Stops gracefully. Stopping waits for requests in flight, blocking a thread: it waits on one of its own.
    public func stop() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread {
                server.stop()
                done.resume()
            }.start()
        }
    }
}
