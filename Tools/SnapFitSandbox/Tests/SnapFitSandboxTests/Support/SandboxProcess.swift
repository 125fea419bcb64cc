import Foundation
import Glibc
import SnapFitTestSupport
import Testing

/// The built `snapfit-sandbox` executable, run as a child process.
final class SandboxProcess {
    let process: Process
    /// The port it printed in its `listening on` line.
    let port: UInt16

    /// The executable next to the test bundle in the build folder (build it first with
    /// `swift build --product snapfit-sandbox`).
    static var executablePath: String {
        let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        return URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent("snapfit-sandbox")
            .path
    }

    /// Starts `snapfit-sandbox --port 0 --quiet` with `arguments` and waits for its `listening on` line.
    init(arguments: [String]) async throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.executablePath),
            "build snapfit-sandbox first: swift build --product snapfit-sandbox")
        let output = Pipe()
        process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executablePath)
        process.arguments = ["--port", "0", "--quiet"] + arguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Read on a thread of its own: a blocked cooperative thread would starve the other tests.
        let text = await RawHTTPClient.onOwnThread {
            var text = ""
            while !text.contains("\n") {
                let chunk = output.fileHandleForReading.nextChunk()
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            return text
        }
        let line = text.split(separator: "\n").first.map(String.init) ?? ""
        let prefix = "snapfit-sandbox listening on http://127.0.0.1:"
        try #require(line.hasPrefix(prefix), "unexpected first line: \(line)")
        port = try #require(UInt16(line.dropFirst(prefix.count)))
    }

    var client: HTTPTestClient {
        HTTPTestClient(baseURL: URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/"))
    }

    /// `kill -9`: no chance to flush or clean up.
    func kill9() async {
        kill(process.processIdentifier, SIGKILL)
        await Self.exit(of: process)
    }

    /// SIGTERM, then the exit status of the graceful shutdown.
    func terminate() async -> Int32 {
        kill(process.processIdentifier, SIGTERM)
        return await Self.exit(of: process)
    }

    /// Waits for `process` to exit, on a thread of its own, and returns its status.
    @discardableResult
    static func exit(of process: Process) async -> Int32 {
        return await RawHTTPClient.onOwnThread {
            process.waitUntilExit()
            return process.terminationStatus
        }
    }
}
