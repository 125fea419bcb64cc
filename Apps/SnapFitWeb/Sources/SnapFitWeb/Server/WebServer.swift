import Foundation
import SnapFitDomain
import SnapFitHTTPServer

/// The web app served over HTTP/1.1, only the upload form taking pictures: `snapfit-web` and the browser tests
/// serve it this one way.
public struct WebServer: Sendable {
    /// The largest request body accepted: the app's forms are small.
    static let maxBodyBytes = 64 << 10
    /// The largest product registration: every picture and the thumbnail at their largest, and the form around them.
    static let maxUploadBytes = ProductRules.maxImageBytes * (ProductRules.imageCount.upperBound + 1) + (1 << 20)
    /// How long a request's body may take: the largest upload at about 2.5 Mbit/s. (A slow client holds a
    /// connection that long at most; beyond the connection limit the longest-waiting one is closed.)
    static let bodySeconds: Double = 300

    private let server: HTTPServer

    public init(_ app: WebApp, host: String, port: UInt16) {
        server = HTTPServer(
            configuration: ServerConfiguration(
                host: host, port: port, maxBodyBytes: Self.maxBodyBytes,
                maxBodyBytesByPath: ["/maker/register": Self.maxUploadBytes], bodyTimeout: Self.bodySeconds),
            logger: nil, handler: { request in await app.respond(to: request) })
    }

    /// Starts listening; returns the bound port (a free one when `port` is 0). Throws `HTTPServerError`.
    public func start() throws -> UInt16 {
        try server.start()
    }

    /// Stops gracefully. Stopping waits for requests in flight, which may need the main actor: it waits off it.
    public func stop() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread {
                server.stop()
                done.resume()
            }.start()
        }
    }
}
