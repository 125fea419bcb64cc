import Testing

@testable import SnapFitTerminal

@Suite struct TextWrapTests {
    @Test func aLongLine_breaksBetweenWords_keepingItsIndent() {
        #expect(
            TextWrap.lines("  노을부터 야경까지 한강을 따라 걷는 스냅", width: 20) == [
                "  노을부터 야경까지", "  한강을 따라 걷는", "  스냅",
            ])
        #expect(TextWrap.lines("short", width: 20) == ["short"])
        #expect(
            TextWrap.lines("  " + String(repeating: "x", count: 30), width: 10) == [
                "  " + String(repeating: "x", count: 30)
            ])
    }

    @Test func styleSequences_takeNoWidth() {
        let bold = "\u{1B}[1mtitle\u{1B}[0m"
        #expect(TextWrap.visibleWidth(bold) == 5)
        #expect(TextWrap.lines(bold + " and more", width: 14) == [bold + " and more"])
    }

    @Test func aStyledLine_keepsItsIndentOnEveryContinuation() {
        // Given: a help screen's usage, coloured as on a terminal, wider than 120 columns
        let usage =
            "  reserve <product-id> --option <minutes> --at \"YYYY-MM-DD HH:MM\" --people N --email ADDR --place TEXT"
            + " [--phone 01012345678] [--anyway]"
        let line = TextStyle(isEnabled: true).cyan(usage)
        // When
        let lines = TextWrap.lines(line, width: 120)
        // Then: the continuation starts at the line's indent, not at column 0
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("\u{1B}[36m  reserve") == true)
        #expect(lines.last?.hasPrefix("  01012345678] [--anyway]") == true)
        #expect(lines.allSatisfy { TextWrap.visibleWidth($0) <= 120 })
    }

    @Test func stylesBetweenTheIndentsSpaces_countOnlyTheSpaces() {
        let line = " \u{1B}[1m aa bb cc\u{1B}[0m"
        #expect(TextWrap.lines(line, width: 7) == [" \u{1B}[1m aa bb", "  cc\u{1B}[0m"])
    }

    @Test func aLabelledLine_continuesUnderTheTextAfterItsLabel() {
        // Given: `help reserve`'s usage line, its usage in bold
        let line =
            "Usage: "
            + TextStyle(isEnabled: true).bold(
                "reserve <product-id> --option <minutes> --at \"YYYY-MM-DD HH:MM\" --people N --email ADDR"
                    + " --place TEXT [--phone 01012345678] [--anyway]")
        // When
        let lines = TextWrap.lines(line, width: 120)
        // Then
        #expect(lines.count == 2)
        #expect(lines.last?.hasPrefix("       01012345678]") == true)
        #expect(
            TextWrap.lines("error: " + Array(repeating: "word", count: 6).joined(separator: " "), width: 20) == [
                "error: word word", "       word word", "       word word",
            ])
    }
}
