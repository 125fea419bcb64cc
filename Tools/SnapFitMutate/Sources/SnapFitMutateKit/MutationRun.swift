import Foundation

/// Runs a package's tests against each mutant in a scratch copy of the package, one mutant at a time, and tells
/// which ones the tests let through.
public struct MutationRun {
    /// What the tests did with one mutant.
    public enum Outcome: Sendable, Equatable {
        /// A test failed (or the tests ran past the time limit).
        case killed
        /// Every test passed: nothing noticed the change.
        case survived
        /// The mutant does not compile; it does not count.
        case stillborn
    }

    private let scratch: URL
    /// How long one mutant's tests may run: `timeout`, or else ten times the unmutated run (at least 20 s), since a
    /// mutant may loop for ever.
    private var testLimit: Duration
    /// How long one build may take.
    private static let buildLimit = Duration.seconds(900)

    /// Copies the package at `package` to a new scratch folder (its `.build` left behind).
    public init(package: URL, timeout: Duration?) throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-mutate-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: package, to: scratch)
        try? FileManager.default.removeItem(at: scratch.appendingPathComponent(".build"))
        testLimit = timeout ?? Self.buildLimit
    }

    /// Whether the unmutated package builds and passes its tests (a mutation score means nothing otherwise); its
    /// test time sets the limit for the mutants' when no timeout was given.
    public mutating func baselinePasses(timeoutGiven: Bool) -> Bool {
        let started = ContinuousClock.now
        guard outcomeOfTests() == .survived else { return false }
        if !timeoutGiven { testLimit = max(.seconds(20), started.duration(to: .now) * 10) }
        return true
    }

    /// Applies `mutation` to the copy, runs the tests, and puts the line back.
    public func outcome(of mutation: Mutation) throws -> Outcome {
        let file = scratch.appendingPathComponent(mutation.file)
        let original = try String(contentsOf: file, encoding: .utf8)
        var lines = original.components(separatedBy: "\n")
        lines[mutation.line - 1] = mutation.mutated
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? original.write(to: file, atomically: true, encoding: .utf8) }
        return outcomeOfTests()
    }

    /// Removes the scratch copy, and the lock files SwiftPM left beside it.
    public func cleanUp() {
        let files = FileManager.default
        try? files.removeItem(at: scratch)
        let folder = files.temporaryDirectory
        let marker = scratch.lastPathComponent + "_"
        for name in (try? files.contentsOfDirectory(atPath: folder.path)) ?? [] where name.contains(marker) {
            try? files.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    private func outcomeOfTests() -> Outcome {
        guard run(["build", "--build-tests"], within: Self.buildLimit) == 0 else { return .stillborn }
        return run(["test", "--skip-build"], within: testLimit) == 0 ? .survived : .killed
    }

    /// Runs `swift <arguments>` in the copy, its output discarded; a run past `timeout` is stopped.
    private func run(_ arguments: [String], within timeout: Duration) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments + ["--package-path", scratch.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return -1 }
        let deadline = ContinuousClock.now + timeout
        while process.isRunning, ContinuousClock.now < deadline { usleep(50_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return -1
        }
        return process.terminationStatus
    }
}
