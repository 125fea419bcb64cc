import Foundation
import SnapFitAppCore
import SnapFitHTTPServer

/// The `snapfit-web` process: reads the options, builds the composition root once, serves the web app until
/// SIGINT or SIGTERM, stops gracefully and says so.
public enum SnapFitWebMain {
    /// Runs the process with `arguments` (without the program name), serving the kernel's pages and `features`',
    /// and returns its exit code: 0 after a signal, 1 when it cannot listen, 64 (as the terminal app) for a bad command
    /// line, said in one line.
    @MainActor
    package static func run(arguments: [String], environment: [String: String], features: [WebFeature]) async -> Int32 {
        let options: WebOptions
        switch WebOptions.parse(arguments, environment: environment) {
        case .success(.help):
            print(WebOptions.usage)
            return 0
        case .success(.serve(let parsed)):
            options = parsed
        case .failure(let error):
            FileHandle.standardError.write(Data("snapfit-web: \(error.line) (--help shows the usage)\n".utf8))
            return 64
        }
        let di = AppDI(configuration: options.configuration)
        let phase = options.configuration.phase.rawValue.uppercased()
        let app = WebApp(phase: phase, features: features) { di.makeUserScope(language: $0) }
        let server = WebServer(app, host: options.host, port: options.port)
        let port: UInt16
        do {
            port = try server.start()
        } catch {
            FileHandle.standardError.write(
                Data("snapfit-web: cannot serve on \(options.host):\(options.port): \(error)\n".utf8))
            return 1
        }
        let shutdown = ShutdownSignal()
        let shownHost = options.host.contains(":") ? "[\(options.host)]" : options.host
        print("snapfit-web serving http://\(shownHost):\(port) (\(phase))")
        fflush(nil)
        let received = await shutdown.next()
        await server.stop()
        print(stoppedLine(signal: received))
        fflush(nil)
        return 0
    }

    /// What the process says once it has stopped on `signal`: Ctrl-C's SIGINT, or SIGTERM.
    static func stoppedLine(signal: Int32) -> String {
        "snapfit-web stopped (\(signal == SIGINT ? "Ctrl-C" : "SIGTERM"))."
    }
}
