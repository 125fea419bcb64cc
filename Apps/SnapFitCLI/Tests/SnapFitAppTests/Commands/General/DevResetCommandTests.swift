import SnapFitAppCore
import SnapFitAppCoreTestSupport
import SnapFitAppTestSupport
import SnapFitDomain
import Testing

@testable import SnapFitApp

/// `dev reset` over a double of the composition root's reset.
@MainActor
@Suite struct DevResetCommandTests {
    @Test func dev_namesTheFolderItReset() async {
        var services = StubServices()
        services.onReset = { "/home/someone/.snapfit/dev" }
        let outcome = await runCommand(["dev", "reset"], services: services)
        #expect(outcome.exitCode == .success)
        #expect(outcome.standardOutput.first?.contains("/home/someone/.snapfit/dev") == true)
    }

    @Test func real_hasNothingToReset_andSaysSoAsAUsageError() async {
        var services = StubServices()
        services.onReset = { nil }
        let outcome = await runCommand(["dev", "reset"], services: services)
        #expect(outcome.exitCode == .usage)
        #expect(
            outcome.standardError.first
                == "error: only DEV can be reset to the seed: REAL's data belongs to the server.")
    }

    @Test func aSeedThatCannotBeWritten_isReportedWithItsReason() async {
        var services = StubServices()
        services.onReset = { () throws(DevResetFailure) in throw DevResetFailure(reason: "the disk is full") }
        let outcome = await runCommand(["dev", "reset"], services: services)
        #expect(outcome.exitCode == .failure)
        #expect(outcome.standardError.first == "error: the disk is full")
    }
}
