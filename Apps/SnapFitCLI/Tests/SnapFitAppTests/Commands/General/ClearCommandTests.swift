import SnapFitAppTestSupport
import Testing

@testable import SnapFitApp

@MainActor
@Suite struct ClearCommandTests {
    @Test func inTheShell_clearsTheScreen_andIsNoUnknownCommand() async {
        // When
        let output = await runShell(["clear", "quit"])
        // Then
        #expect(output.clears == 1)
        #expect(output.standardError.isEmpty)
    }

    @Test func help_listsIt() async {
        let outcome = await runScript(["help all"])
        #expect(outcome.standardOutput.contains { $0.hasPrefix("  clear ") && $0.hasSuffix("clear the screen") })
    }

    @Test func inJSON_answersOneObject_andClearsNothing() async {
        let outcome = await runScript(["clear"], configuration: makeConfiguration(json: true))
        #expect(outcome.exitCode == .success)
        #expect(outcome.standardOutput == [#"{"command":"clear","ok":true,"data":{}}"#])
    }
}
