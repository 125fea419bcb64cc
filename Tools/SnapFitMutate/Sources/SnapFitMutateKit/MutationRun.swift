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
    private let timeoutGiven: Bool
    /// How long one mutant's tests may run: `timeout`, or else ten times the unmutated run (at least 20 s), since a
    /// mutant may loop for ever.
    private var testLimit: Duration
    /// How long one build may take.
    private static let buildLimit = Duration.seconds(900)

    /// Copies the package at `package` to a new scratch folder (its `.build` left behind).
    public init(package: URL, timeout: Duration?) throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-mutate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: package.path) where !name.hasPrefix(".build") {
            try FileManager.default.copyItem(
                at: package.appendingPathComponent(name), to: scratch.appendingPathComponent(name))
        }
        try Self.anchorDependencies(of: scratch.appendingPathComponent("Package.swift"), at: package)
        testLimit = timeout ?? Self.buildLimit
        timeoutGiven = timeout != nil
    }

    /// Makes the copy's relative local dependencies (`.package(path: "../../SnapFitDomain")`, as a feature package
    /// has) point where the original's do.
    static func anchorDependencies(of manifest: URL, at package: URL) throws {
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let anchored = text.replacing(/\.package\(path: "(\.[^"]*)"\)/) { match in
            ".package(path: \"\(package.appendingPathComponent(String(match.output.1)).standardizedFileURL.path)\")"
        }
        guard anchored != text else { return }
        try anchored.write(to: manifest, atomically: true, encoding: .utf8)
    }

    /// Whether the unmutated package builds and passes its tests (a mutation score means nothing otherwise). When
    /// no timeout was given, ten times its tests' run (not its build) is the limit for the mutants'.
    public mutating func baselinePasses() -> Bool {
        guard build(), let tests = testBinary() else { return false }
        let started = ContinuousClock.now
        guard passes(tests) else { return false }
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

    /// Builds the copy, then runs its test binary directly (XCTest, then Swift Testing): `swift test` would start it
    /// in a process group of its own, out of reach of the time limit.
    private func outcomeOfTests() -> Outcome {
        guard build(), let tests = testBinary() else { return .stillborn }
        return passes(tests) ? .survived : .killed
    }

    private func build() -> Bool {
        run("swift", ["build", "--build-tests", "--package-path", scratch.path], within: Self.buildLimit) == 0
    }

    private func passes(_ tests: String) -> Bool {
        run(tests, [], within: testLimit) == 0
            && run(tests, ["--testing-library", "swift-testing"], within: testLimit) == 0
    }

    /// The package's test binary, `<Name>PackageTests.xctest`, in the copy's build folder.
    private func testBinary() -> String? {
        let folder = scratch.appendingPathComponent(".build/debug")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.first { $0.hasSuffix("PackageTests.xctest") }.map { folder.appendingPathComponent($0).path }
    }

    /// Runs `command` with `arguments`, its output discarded, stopped by `timeout(1)` past `limit`.
    private func run(_ command: String, _ arguments: [String], within limit: Duration) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["--kill-after=5", "\(limit.components.seconds)", command] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
