import SnapFitAppCore
import SnapFitAppCoreTestSupport
import SnapFitAppTestSupport
import Testing

@testable import SnapFitApp

/// `scenarios`: DEV's named states, one line each.
@MainActor
@Suite struct ScenariosCommandTests {
    @Test func listsEveryScenario_onALineOfItsOwn_thenHowToStartOne() async {
        let outcome = await runCommand(["scenarios"], services: StubServices())
        let names = outcome.standardOutput.prefix { !$0.isEmpty }.map {
            $0.split(separator: " ").first.map(String.init)
        }
        #expect(outcome.exitCode == .success)
        #expect(
            names == [
                "first-visit", "empty-catalog", "busy-maker", "withdrawn-maker", "slow-server", "expired-session",
            ])
        #expect(outcome.standardOutput.last?.hasPrefix("Start one with --scenario NAME") == true)
    }
}
