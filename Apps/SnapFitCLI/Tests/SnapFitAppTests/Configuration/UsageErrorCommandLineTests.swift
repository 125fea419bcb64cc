import SnapFitTerminal
import Testing

@testable import SnapFitApp

@Suite struct UsageErrorCommandLineTests {
    @Test(arguments: [
        (CommandLineError.missingArgument("product-id"), "Missing argument <product-id>."),
        (.missingOption("--at TIME"), "Missing option --at TIME."),
        (.needsValue("at", placeholder: "TIME"), "Option --at needs a value (TIME)."),
        (.onlyOnce("at"), "Option --at can be given only once."),
        (.takesNoValue("studio"), "Option --studio takes no value."),
        (.unexpectedArgument("4"), "Unexpected argument '4'."),
        (.trailingBackslash, "The line ends with a backslash (\\)."),
        (.unterminatedQuote("'"), "Unterminated quote (')."),
        (.unknownOption(word: "-x", name: "-x"), "Unknown option: -x"),
    ])
    func everyCommandLineError_isWordedInBothLanguages(error: CommandLineError, english: String) {
        let usage = UsageError(error)
        #expect(usage.message.english == english)
        #expect(!usage.message.korean.isEmpty && usage.message.korean != english)
    }

    @Test func anUnknownOptionOfACommand_namesTheCommand_andTheOptionMeant() {
        let usage = UsageError(
            .unknownOption(word: "--raeson=x", name: "raeson"), command: "cancel", known: ["reason", "json"])
        #expect(usage.message.english == "'cancel' has no option --raeson.")
        #expect(usage.hint?.english == "Did you mean '--reason'?")
    }
}
