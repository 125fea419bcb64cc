import Foundation
import SnapFitApp
import SnapFitDomain
import SnapFitHTTPServer

/// The `snapfit-web` process: reads the options, builds the composition root once, serves the web app until
/// SIGINT or SIGTERM, and stops gracefully.
public enum SnapFitWebMain {
    /// The largest request body accepted: the app's forms are small.
    static let maxBodyBytes = 64 << 10
    /// The largest product registration: every picture and the thumbnail at their largest, and the form around them.
    static let maxUploadBytes = ProductRules.maxImageBytes * (ProductRules.imageCount.upperBound + 1) + (1 << 20)
    /// How long a request's body may take: the largest upload at about 2.5 Mbit/s. (A slow client holds a
    /// connection that long at most; beyond the connection limit the longest-waiting one is closed.)
    static let uploadSeconds: Double = 300

    /// The HTTP server that answers with `app` on `host` and `port`, not yet started.
    public static func server(for app: WebApp, host: String, port: UInt16) -> HTTPServer {
        HTTPServer(
            configuration: ServerConfiguration(
                host: host, port: port, maxBodyBytes: maxBodyBytes,
                maxBodyBytesByPath: ["/maker/register": maxUploadBytes], bodyTimeout: uploadSeconds),
            logger: nil, handler: { request in await app.respond(to: request) })
    }

    /// Runs the process with `arguments` (without the program name) and returns its exit code: 0 after a signal,
    /// 1 when it cannot listen, 2 for a bad command line.
    @MainActor
    public static func run(arguments: [String], environment: [String: String]) async -> Int32 {
        let options: WebOptions
        switch WebOptions.parse(arguments, environment: environment) {
        case .success(.help):
            print(WebOptions.usage)
            return 0
        case .success(.serve(let parsed)):
            options = parsed
        case .failure(let error):
            FileHandle.standardError.write(Data("snapfit-web: \(error.line)\n\(WebOptions.usage)\n".utf8))
            return 2
        }
        let di = AppDI(configuration: options.configuration)
        let phase = options.configuration.phase.rawValue.uppercased()
        let server = Self.server(
            for: WebApp(phase: phase) { di.makeUserScope() }, host: options.host, port: options.port)
        let port: UInt16
        do {
            port = try server.start()
        } catch {
            FileHandle.standardError.write(
                Data("snapfit-web: cannot serve on \(options.host):\(options.port): \(error)\n".utf8))
            return 1
        }
        let shownHost = options.host.contains(":") ? "[\(options.host)]" : options.host
        print("snapfit-web serving http://\(shownHost):\(port) (\(phase))")
        fflush(nil)
        _ = await ShutdownSignal.next()
        // Stopping waits for requests in flight, which may need the main actor: wait off it.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread {
                server.stop()
                done.resume()
            }.start()
        }
        return 0
    }
}
