import Foundation
import SnapFitBackend
import SnapFitBackendFeatures
import SnapFitHTTPServer

/// Starts sandboxes: the `snapfit-sandbox` executable, and tests that run one in process on a loopback port.
public enum Sandbox {
    /// Takes the data file for this process alone, binds, builds the backend (loading `options.dataFile` if it
    /// exists, and checking that it can be written) and starts serving. Throws `StateFileError` for a data file that
    /// cannot be used or is in use by another process, or the server's error if it cannot listen.
    public static func start(_ options: SandboxOptions) async throws -> RunningSandbox {
        let dataFileLock = try options.dataFile.map(ExclusiveDataFileLock.take(for:))
        do {
            let listener = try ListeningSocket.open(host: options.host, port: options.port)
            let publicURL = options.publicURL ?? RunningSandbox.loopbackURL(host: options.host, port: listener.port)
            let report = options.reportError
            let backend = Backend(
                configuration: .init(
                    accessTTL: options.accessTTL, refreshTTL: options.refreshTTL, dataFile: options.dataFile,
                    now: options.now, publicOrigin: publicURL.absoluteString,
                    reportServerError: { report("answered 500 to \($0)") }, faults: options.faults,
                    exchangeRates: options.exchangeRates
                ).withInstalledFeatures)
            do {
                try await backend.open()
            } catch {
                close(listener.descriptor)
                throw error
            }
            // Every method reaches the backend, which answers an unusual one (TRACE, QUERY) as Spring does.
            var configuration = ServerConfiguration(
                host: options.host, port: listener.port,
                bodyLimit: BodyLimit(maxBytes: Backend.maxRequestBodyBytes, timeout: 60), idleTimeout: 30)
            configuration.passesEveryMethod = true
            let server = HTTPServer(
                configuration: configuration,
                logger: options.logRequests ? StandardErrorLogger() : nil,
                handler: { request in
                    do {
                        return try await backend.handle(request)
                    } catch {
                        report("answered 500 to \(request.method) \(request.path): \(error)")
                        return HTTPResponse(status: 500)
                    }
                })
            let port = try server.start(on: listener)
            return RunningSandbox(
                host: options.host, port: port, backend: backend, server: server, dataFileLock: dataFileLock)
        } catch {
            dataFileLock?.release()
            throw error
        }
    }
}
