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
}
