import Foundation
import Glibc

/// A `snapfit-sandbox` started as its own process (found beside this program), so its memory and descriptors are
/// its own: the figures are the server's, not the benchmark's.
final class SandboxProcess {
    let port: UInt16
    private let process: Process

    /// The executable beside this program, if it was built.
    static var executable: URL? {
        let url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("snapfit-sandbox")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    /// Starts it on a free loopback port, quiet, with at most `descriptorLimit` open files.
    init(executable: URL, descriptorLimit: Int, arguments: [String] = []) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments =
            ["-c", "ulimit -n \(descriptorLimit) && exec \"$0\" \"$@\"", executable.path, "--port", "0", "--quiet"]
            + arguments
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
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return .nan }
        return kilobytes / 1024
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
