import Foundation

/// Starts sandboxes: the `snapfit-sandbox` executable, and tests that run one in process on a loopback port.
public enum Sandbox {
    /// Builds the backend (loading `options.dataFile` if it exists) and starts listening.
    /// Throws `SandboxDataFileError` for an unreadable data file, or the server's error if it cannot listen.
    public static func start(_ options: SandboxOptions) async throws -> RunningSandbox {
        let backend = try SandboxBackend(
            configuration: .init(
                accessTTL: options.accessTTL, refreshTTL: options.refreshTTL, dataFile: options.dataFile,
                now: options.now))
        let server = HTTPServer(
            configuration: ServerConfiguration(
                host: options.host, port: options.port, idleTimeout: 30),
            logger: options.logRequests ? StandardErrorLogger() : nil,
            handler: { request in await backend.handle(request) })
        let port = try server.start()
        return RunningSandbox(host: options.host, port: port, backend: backend, server: server)
    }
}
