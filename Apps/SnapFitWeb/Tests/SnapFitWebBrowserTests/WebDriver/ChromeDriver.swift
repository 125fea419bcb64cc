import Foundation
import SnapFitHTTPServer

/// A chromedriver process on a free loopback port. `stop()` kills it; the browser tests always call it.
@MainActor
final class ChromeDriver {
    let client: WebDriverClient
    private let process: Process

    private init(client: WebDriverClient, process: Process) {
        self.client = client
        self.process = process
    }

    /// Starts `executable` and waits until its `/status` says ready, asking at most `attempts` times, `interval`
    /// apart. Throws `BrowserUnavailable.driverDidNotStart` (after killing it) when it never does.
    static func start(
        _ executable: String, attempts: Int = 100, interval: Duration = .milliseconds(100)
    ) async throws -> ChromeDriver {
        let port = try freePort()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--port=\(port)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let driver = ChromeDriver(
            client: WebDriverClient(base: URL(string: "http://127.0.0.1:\(port)")!),
            process: process)
        for _ in 0..<attempts where process.isRunning {
            if (try? await driver.client.isReady()) == true { return driver }
            try await Task.sleep(for: interval)
        }
        driver.stop()
        throw BrowserUnavailable.driverDidNotStart(executable)
    }

    /// Kills the driver and waits for it to exit. SIGKILL, because a child of this process starts with SIGTERM
    /// blocked (Foundation's `Process` keeps the signal mask of the thread that started it) and would ignore it.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// A loopback port nothing listens on right now.
    private static func freePort() throws -> UInt16 {
        let socket = try ListeningSocket.open(host: "127.0.0.1", port: 0)
        close(socket.descriptor)
        return socket.port
    }
}
