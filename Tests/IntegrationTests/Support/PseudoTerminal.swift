import Foundation
import Glibc
import SnapFitTestSupport
import Testing

/// The built `snapfit` on a pseudo-terminal, driven with the bytes real keys send and read back as the screen would
/// receive it. One test drives it, one call at a time; its waits block a thread of their own (`OwnThread`).
final class PseudoTerminal: @unchecked Sendable {
    private let master: Int32
    let process = Process()
    /// Everything the program wrote, and how much of it the waits have gone past.
    private(set) var output = ""
    private var seen: String.Index

    /// Starts `snapfit` with `arguments` on a new terminal.
    init(arguments: [String]) throws {
        let executable = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        )
        .deletingLastPathComponent().appendingPathComponent("snapfit")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build snapfit first: swift build")
        var (master, slave): (Int32, Int32) = (-1, -1)
        try #require(openpty(&master, &slave, nil, nil, nil) == 0, "no pseudo-terminal")
        self.master = master
        defer { close(slave) }
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        // In a session of its own whose controlling terminal is this one, as a login shell starts it: so Ctrl-C
        // there raises SIGINT in the program, as it does for a user.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["--ctty", "--wait", executable.path] + arguments
        process.environment = ProcessInfo.processInfo.environmentForChildren
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        seen = output.startIndex
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
    }

    /// Sends `keys` as typed (`\u{1B}[D` is Left, `\u{03}` Ctrl-C, `\r` Enter).
    func type(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
    }

    /// Waits until each of `texts` appears in turn after what earlier waits went past, and goes past it; false once
    /// `seconds` pass waiting for one of them.
    func wait(for texts: String..., seconds: Int = 15) async -> Bool {
        await OwnThread.run { texts.allSatisfy { self.blockingWait(for: $0, seconds: seconds) } }
    }

    /// The exit status once the program ended by itself; `nil` when it has not within `seconds`.
    func exitStatus(seconds: Int = 15) async -> Int32? {
        await OwnThread.run { self.blockingExitStatus(seconds: seconds) }
    }

    private func blockingWait(for text: String, seconds: Int) -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline {
            if let found = output.range(of: text, range: seen..<output.endIndex) {
                seen = found.upperBound
                return true
            }
            readAvailable(waitingMilliseconds: 100)
        }
        return false
    }

    private func blockingExitStatus(seconds: Int) -> Int32? {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while process.isRunning, ContinuousClock.now < deadline { readAvailable(waitingMilliseconds: 100) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Reads what the program wrote, waiting at most that long for something to come.
    private func readAvailable(waitingMilliseconds: Int32) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, waitingMilliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else { return }
        let offset = output.distance(from: output.startIndex, to: seen)
        output += String(decoding: buffer[0..<count], as: UTF8.self)
        seen = output.index(output.startIndex, offsetBy: offset)
    }
}
