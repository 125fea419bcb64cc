import Foundation
import Testing

@testable import SnapFitApp

@MainActor
@Suite struct AppDITests {
    @Test func realPhase_closedPort_printsOneLineAndExits69() async {
        // Given: nothing listens on port 9 (discard) of the loopback interface
        let configuration = makeConfiguration(phase: .real, baseURL: URL(string: "http://127.0.0.1:9")!)
        // When
        let outcome = await runCommand(["vibes"], configuration: configuration)
        // Then
        #expect(outcome.exitCode == .unavailable)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == ["error: Cannot reach the SnapFit server."])
    }

    @Test func realPhase_closedPortInJSON_printsOneUnreachableObject() async throws {
        let configuration = makeConfiguration(phase: .real, baseURL: URL(string: "http://127.0.0.1:9")!, json: true)
        let outcome = await runCommand(["locations"], configuration: configuration)
        #expect(outcome.exitCode == .unavailable)
        #expect(outcome.standardOutput.count == 1)
        let error = try #require(jsonObject(outcome.standardOutput[0])?["error"] as? [String: Any])
        #expect(error["kind"] as? String == "unreachable")
    }
}
