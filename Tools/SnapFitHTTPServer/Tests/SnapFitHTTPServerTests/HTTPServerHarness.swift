import Foundation
import SnapFitTestSupport
import Synchronization

@testable import SnapFitHTTPServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An `HTTPServer` on a free loopback port, with the requests its handler received.
final class HTTPServerHarness: Sendable {
    let server: HTTPServer
    let port: UInt16
    let logs: LineRecorder
    private let recorder = RequestRecorder()

    /// Starts a server whose handler records each request, then answers with `respond`
    /// (by default 200 with `METHOD path` and the body echoed back, as text/plain). By default a connection may idle
    /// for a minute: a test's next step runs on Swift's cooperative pool, which other suites can keep busy for longer
    /// than the server's usual 10 s (tests of the timeouts set their own).
    init(
        configuration: ServerConfiguration = ServerConfiguration(port: 0, idleTimeout: 60, headTimeout: 60),
        respond: @escaping @Sendable (HTTPRequest) async -> HTTPResponse = HTTPServerHarness.echo
    ) throws {
        let recorder = recorder
        var configuration = configuration
        configuration.port = 0
        let logs = LineRecorder()
        self.logs = logs
        server = HTTPServer(configuration: configuration, logger: logs) { request in
            recorder.record(request)
            return await respond(request)
        }
        port = try server.start()
    }

    /// The harness's default configuration on a single event loop, where every handler shares one thread.
    static var oneLoop: ServerConfiguration {
        var configuration = ServerConfiguration(port: 0, idleTimeout: 60, headTimeout: 60)
        configuration.eventLoops = 1
        return configuration
    }

    /// The one URLSession of the test target, never invalidated: on Linux, tearing a `URLSession` down while another
    /// runs is a known use-after-free in FoundationNetworking.
    static let urlSession: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 30
        return URLSession(configuration: configuration)
    }()

    var requests: [HTTPRequest] { recorder.requests }

    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Stops the server off the cooperative pool (stop blocks until in-flight handlers, which need the pool, end).
    func stop() async {
        let server = server
        await RawHTTPClient.onOwnThread { server.stop() }
    }

    func connect() throws -> RawHTTPClient {
        try RawHTTPClient(port: port)
    }

    /// `count` connections, opened off the cooperative pool (connecting blocks).
    func connect(count: Int) async throws -> [RawHTTPClient] {
        let port = port
        return try await RawHTTPClient.onOwnThread {
            Result { try (0..<count).map { _ in try RawHTTPClient(port: port) } }
        }.get()
    }

    @Sendable static func echo(_ request: HTTPRequest) async -> HTTPResponse {
        HTTPResponse(
            status: 200, headers: [("Content-Type", "text/plain")],
            body: Data("\(request.method) \(request.path)".utf8)
                + (request.body.isEmpty ? Data() : Data(" ".utf8) + request.body))
    }
}

/// The requests a handler received, in order.
final class RequestRecorder: Sendable {
    private let received = Mutex<[HTTPRequest]>([])

    var requests: [HTTPRequest] { received.withLock { $0 } }

    func record(_ request: HTTPRequest) {
        received.withLock { $0.append(request) }
    }
}
