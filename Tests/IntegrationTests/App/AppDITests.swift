import Foundation
import SnapFitAppCore
import SnapFitAppTestSupport
import SnapFitCLIFeatures
import SnapFitPresentation
import Synchronization
import Testing

@testable import SnapFitApp

@MainActor
@Suite struct AppDITests {
    @Test func realPhase_closedPort_namesTheAddressAndExits69() async {
        // Given: nothing listens on port 9 (discard) of the loopback interface
        let configuration = AppConfiguration.forTests(phase: .real, baseURL: URL(string: "http://127.0.0.1:9")!)
        // When
        let outcome = await runCommand(["vibes"], configuration: configuration)
        // Then
        #expect(outcome.exitCode == .unavailable)
        #expect(outcome.standardOutput.isEmpty)
        #expect(
            outcome.standardError == [
                "error: Cannot reach the SnapFit server.",
                "No SnapFit server answers at http://127.0.0.1:9: check the address (--base-url) and the network.",
            ])
    }

    @Test func realPhase_closedPortInJSON_printsOneUnreachableObject() async throws {
        let configuration = AppConfiguration.forTests(
            phase: .real, baseURL: URL(string: "http://127.0.0.1:9")!, json: true)
        let outcome = await runCommand(["locations"], configuration: configuration)
        #expect(outcome.exitCode == .unavailable)
        #expect(outcome.standardOutput.count == 1)
        let error = try #require(jsonObject(outcome.standardOutput[0])?["error"] as? [String: Any])
        #expect(error["kind"] as? String == ErrorKind.unreachable.rawValue)
    }

    @Test func realPhase_noStoredSession_asksToLogInWithoutTouchingTheNetwork() async {
        // Given: an empty home and nothing listening
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-di-\(UUID().uuidString)")
        var configuration = AppConfiguration.forTests(phase: .real, baseURL: URL(string: "http://127.0.0.1:9")!)
        configuration.home = home
        // When
        let outcome = await runCommand(["me"], configuration: configuration)
        // Then
        #expect(outcome.exitCode == .failure)
        #expect(outcome.standardError.first == "error: Please log in first.")
        #expect(!FileManager.default.fileExists(atPath: home.path))
    }

    @Test func realPhase_corruptSessionFile_warnsOnceInTheUsersLanguageAndIsSignedOut() async throws {
        // Given
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-di-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try Data("{\"accessToken\": 1".utf8).write(to: home.appendingPathComponent("session.json"))
        var configuration = AppConfiguration.forTests(
            phase: .real, baseURL: URL(string: "http://127.0.0.1:9")!, language: .korean)
        configuration.home = home
        let warnings = Mutex<[String]>([])
        let di = makeDI(configuration, warn: { line in warnings.withLock { $0.append(line) } })
        let output = RecordingOutputSink()
        // When
        let code = await Application(
            configuration: configuration, services: di, input: ScriptLineSource(lines: ["me", "me"]), output: output,
            commands: .installed
        ).runScript()
        // Then
        #expect(code == .failure)
        #expect(warnings.withLock { $0 }.count == 1)
        #expect(warnings.withLock { $0 }.first?.hasPrefix("경고: 저장된 로그인 정보") == true)
        #expect(output.standardError.filter { $0.hasSuffix("먼저 로그인해 주세요.") }.count == 2)
    }
}
