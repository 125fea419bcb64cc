import Foundation
import SnapFitBackend

/// Starts sandboxes: the `snapfit-sandbox` executable, and tests that run one in process on a loopback port.
public enum Sandbox {
    /// Builds the backend (loading `options.dataFile` if it exists) and starts listening.
    /// Throws `StateFileError` for an unreadable data file, or the server's error if it cannot listen.
    public static func start(_ options: SandboxOptions) async throws -> RunningSandbox {
        let backend = Backend(
            configuration: .init(
                accessTTL: options.accessTTL, refreshTTL: options.refreshTTL, dataFile: options.dataFile,
                now: options.now))
        try await backend.open()
        let server = HTTPServer(
            configuration: ServerConfiguration(
                host: options.host, port: options.port, idleTimeout: 30),
            logger: options.logRequests ? StandardErrorLogger() : nil,
            handler: { request in
                // A single-process backend never throws; a 500 is the honest answer if it ever did.
                (try? await backend.handle(request)) ?? HTTPResponse(status: 500)
            })
        let port = try server.start()
        return RunningSandbox(host: options.host, port: port, backend: backend, server: server)
    }
}
