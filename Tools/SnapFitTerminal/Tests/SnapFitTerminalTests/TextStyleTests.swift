import Testing

@testable import SnapFitTerminal

@Suite struct TextStyleTests {
    @Test func disabledStyle_returnsTheTextUnchanged() {
        #expect(TextStyle(isEnabled: false).red("x") == "x")
    }

    @Test func enabledStyle_wrapsTheTextInANSICodes() {
        #expect(TextStyle(isEnabled: true).bold("x") == "\u{1B}[1mx\u{1B}[0m")
    }

    @Test func terminalWidth_countsHangulAsTwoColumns() {
        #expect("help [명령]".terminalWidth == 11)
        #expect("vibes".terminalWidth == 5)
    }
}
