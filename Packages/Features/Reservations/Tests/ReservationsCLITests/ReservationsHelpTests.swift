import ReservationsCLI
import ReservationsDomain
import SnapFitApp
import SnapFitAppTestSupport
import Testing

/// `help` of the reservation commands: each option with its words, an example, and the rule's own numbers.
@MainActor
@Suite struct ReservationsHelpTests {
    private let commands = CommandTable.standard.adding(ReservationsCommands.all)

    @Test func help_ofACommand_describesEachOption_andGivesAnExample_alsoThroughDashH() async {
        let outcome = await runCommand(["cancel", "-h"], commands: commands)
        // The lengths are the rule's, not a copy: a new rule changes the help.
        let lengths = "\(ReservationRules.reasonLength.lowerBound)–\(ReservationRules.reasonLength.upperBound)"
        #expect(
            outcome.standardOutput == [
                "Usage: cancel <id> --reason TEXT", "  cancel a reservation (a reason of \(lengths) characters)",
                "Options:",
                "  --reason TEXT         Reason (\(lengths) characters)", "Example:",
                #"  snapfit cancel 1 --reason "일정이 바뀌었어요""#,
            ])
        let shell = await runScript(["reserve 1 --help"], commands: commands)
        #expect(shell.standardOutput.contains("  --people N            everyone in the shoot, you included"))
        #expect(shell.standardOutput.last?.hasPrefix("  reserve 1 --option 60") == true)
    }

    @Test func aMistypedOption_getsTheOptionMeant() async {
        let outcome = await runCommand(["cancel", "1", "--raeson", "x"], commands: commands)
        #expect(outcome.exitCode == .usage && outcome.standardError.last == "Did you mean '--reason'?")
    }
}
