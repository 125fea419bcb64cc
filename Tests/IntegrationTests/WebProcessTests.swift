import Foundation
import Glibc
import SnapFitTestSupport
import Testing

/// The built `snapfit-web` executable says where it serves, and that it stopped when told to.
@Suite struct WebProcessTests {
    /// The executable next to the test bundle in the build folder.
    private static var executable: URL {
        let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        return URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent("snapfit-web")
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignal_stopsItGracefully_andItSaysSo(signal: Int32) async throws {
        // Given: snapfit-web serving on a free port, in a home of its own
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-web-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let output = Pipe()
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["--port", "0", "--home", home.path]
        process.environment = ProcessInfo.processInfo.environmentForChildren
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A process that never answers is stopped, so the reads below end.
        let watchdog = Task {
            try await Task.sleep(for: .seconds(60))
            process.terminate()
        }
        defer { watchdog.cancel() }
        let reader = output.fileHandleForReading
        let serving = await OwnThread.run {
            var text = ""
            while !text.contains("\n"), case let data = reader.nextChunk(), !data.isEmpty {
                text += String(decoding: data, as: UTF8.self)
            }
            return text
        }
        // When
        kill(process.processIdentifier, signal)
        let rest = await OwnThread.run {
            var text = ""
            while case let data = reader.nextChunk(), !data.isEmpty { text += String(decoding: data, as: UTF8.self) }
            process.waitUntilExit()
            return text
        }
        // Then
        #expect(serving.hasPrefix("snapfit-web serving http://127.0.0.1:"))
        #expect(process.terminationStatus == 0)
        #expect(rest == "snapfit-web stopped (\(signal == SIGINT ? "Ctrl-C" : "SIGTERM")).\n")
    }
}
