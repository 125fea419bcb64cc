import Foundation
import SnapFitAppCore
import SnapFitAppTestSupport
import Synchronization
import Testing

@testable import SnapFitApp

/// DEV remembers between runs: each run below is a new `AppDI` (as a new process would be) over the same home.
@MainActor
@Suite struct DevPersistenceTests {
    private let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-dev-\(UUID().uuidString)")

    private func run(
        _ words: [String], home: URL? = nil, warn: @escaping @Sendable (String) -> Void = { _ in }
    ) async -> RunOutcome {
        var configuration = AppConfiguration.forTests()
        configuration.home = home ?? self.home
        return await runCommand(words, configuration: configuration, warn: warn)
    }

    @Test func loginThenMe_inSeparateRuns_isSignedIn() async {
        defer { try? FileManager.default.removeItem(at: home) }
        _ = await run(["login", "kakao", "dev-customer"])
        let me = await run(["me"])
        #expect(me.exitCode == .success)
        #expect(me.standardOutput.first == "스냅러버 (Customer)")
    }

    @Test func likeInOneRun_isCountedInTheNext() async {
        defer { try? FileManager.default.removeItem(at: home) }
        _ = await run(["login", "kakao", "dev-customer"])
        _ = await run(["like", "3"])
        let me = await run(["me"])
        #expect(me.standardOutput.contains("  Likes: 1 · Reservations: 0"))
    }

    @Test func productsThenMoreThenNext_inSeparateRuns_continueTheList() async {
        defer { try? FileManager.default.removeItem(at: home) }
        _ = await run(["login", "kakao", "dev-customer"])
        _ = await run(["products"])
        let more = await run(["more"])
        let next = await run(["next"])
        #expect(more.standardOutput.dropFirst().first?.hasPrefix("    21. ") == true)
        #expect(next.standardOutput.first?.hasSuffix("[Product 1 of the first 40 in the list]") == true)
    }

    @Test func devReset_signsOutAndForgetsChanges() async {
        defer { try? FileManager.default.removeItem(at: home) }
        _ = await run(["login", "kakao", "dev-customer"])
        _ = await run(["like", "3"])
        let reset = await run(["dev", "reset"])
        _ = await run(["login", "kakao", "dev-customer"])
        let me = await run(["me"])
        #expect(reset.exitCode == .success)
        #expect(reset.standardOutput.first?.hasPrefix("DEV is back to the seed data") == true)
        #expect(me.standardOutput.contains("  Likes: 0 · Reservations: 0"))
    }

    @Test func corruptStateFile_isALineNamingIt_andAHintNamingTheReset_andIsKept() async throws {
        // Given
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("dev/state.json")
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{broken".utf8).write(to: file)
        // When
        let outcome = await run(["vibes"])
        // Then
        #expect(outcome.exitCode == .failure)
        #expect(outcome.standardError.count == 2)
        #expect(outcome.standardError.first?.contains(file.path) == true)
        #expect(outcome.standardError.last?.contains("snapfit dev reset") == true)
        #expect(FileManager.default.contents(atPath: file.path) == Data("{broken".utf8))
        #expect(await run(["dev", "reset"]).exitCode == .success)
        #expect(await run(["vibes"]).exitCode == .success)
    }

    @Test func homeThatCannotBeWritten_warnsOnceAndStillRuns() async {
        // Given: a home below a regular file, which no one can create
        let warnings = Mutex<[String]>([])
        // When
        let outcome = await run(
            ["vibes"], home: URL(fileURLWithPath: "/dev/null/snapfit"),
            warn: { line in warnings.withLock { $0.append(line) } })
        // Then
        #expect(outcome.exitCode == .success)
        #expect(warnings.withLock { $0 }.count == 1)
        #expect(warnings.withLock { $0 }.first?.contains("/dev/null/snapfit/dev cannot be written") == true)
    }

    @Test func devAndRealFiles_stayApart() async {
        defer { try? FileManager.default.removeItem(at: home) }
        _ = await run(["login", "kakao", "dev-customer"])
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("dev/session.json").path))
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("session.json").path))
    }
}
