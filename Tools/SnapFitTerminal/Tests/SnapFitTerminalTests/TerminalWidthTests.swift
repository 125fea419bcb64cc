import Testing

@testable import SnapFitTerminal

@Suite struct TerminalWidthTests {
    @Test func wideCharactersTakeTwo_combiningOnesNone() {
        #expect("abc".terminalWidth == 3)
        #expect("한글".terminalWidth == 4)
        #expect("📷".terminalWidth == 2)
        // "가" written as its jamo (as macOS file names are): the vowel joins the consonant.
        #expect("\u{1100}\u{1161}".terminalWidth == 2)
        #expect("e\u{0301}".terminalWidth == 1)
    }

    @Test func termList_putsDescriptionsInOneColumn_orBelowALongTerm() {
        let lines = TermList.lines(
            [("vibes", "list the vibes"), ("한글 명령", "설명"), (String(repeating: "x", count: 30), "below"), ("bare", "")],
            column: 16, style: TextStyle(isEnabled: false))
        #expect(
            lines == [
                "  vibes         list the vibes", "  한글 명령     설명", "  " + String(repeating: "x", count: 30),
                String(repeating: " ", count: 16) + "below", "  bare",
            ])
    }
}
