import Foundation
import Glibc

/// A `snapfit-sandbox` started as its own process (found beside this program), so its memory and descriptors are
/// its own: the figures are the server's, not the benchmark's. Unchecked `Sendable`: after `init` its `Process` is
/// only read for its id and terminated once, which Foundation allows from any thread.
final class SandboxProcess: @unchecked Sendable {
    let port: UInt16
    private let process: Process

    /// The executable beside this program, if it was built.
    static var executable: URL? {
        let url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("snapfit-sandbox")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    /// Starts it on a free loopback port, quiet, with at most `descriptorLimit` open files; waits for it to listen
    /// on a thread of its own, never Swift's cooperative pool.
    private static func start(executable: URL, descriptorLimit: Int) async throws -> SandboxProcess {
        let started = await LoadClient.onThreads(1) { _ in
            Result { try SandboxProcess(executable: executable, descriptorLimit: descriptorLimit) }
        }
        guard let result = started.first else { throw BenchFailure("snapfit-sandbox did not start") }
        return try result.get()
    }

    private init(executable: URL, descriptorLimit: Int) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", "ulimit -n \(descriptorLimit) && exec \"$0\" \"$@\"", executable.path, "--port", "0", "--quiet",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        guard let portText = line.split(separator: ":").last?.prefix(while: \.isNumber), let port = UInt16(portText)
        else {
            process.terminate()
            throw BenchFailure("snapfit-sandbox did not say where it listens: \(line)")
        }
        self.port = port
    }

    /// Resident memory now, in MB (`VmRSS`).
    func residentMegabytes() -> Double {
        ResidentMemory.megabytes("VmRSS", of: "\(process.processIdentifier)") ?? .nan
    }

    /// Runs `body` with a sandbox started for it, and stops the sandbox after, however `body` ends.
    static func running<Value>(
        _ executable: URL, descriptorLimit: Int, _ body: (SandboxProcess) async throws -> Value
    ) async throws -> Value {
        let sandbox = try await start(executable: executable, descriptorLimit: descriptorLimit)
        do {
            let value = try await body(sandbox)
            await sandbox.stop()
            return value
        } catch {
            await sandbox.stop()
            throw error
        }
    }

    /// Stops it and waits for it to end, on a thread of its own.
    private func stop() async {
        let process = process
        _ = await LoadClient.onThreads(1) { _ in
            process.terminate()
            process.waitUntilExit()
        }
    }
}
