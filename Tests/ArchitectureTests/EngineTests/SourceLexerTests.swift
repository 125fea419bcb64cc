import Testing

@Suite struct SourceLexerTests {
    @Test func codeLines_stripCommentsButKeepStringsAndLineNumbers() {
        // Given
        let source = """
            let url = "https://example.com" // a comment
            /* one */ let a = 1
            let b = 2
            """
        // When
        let lines = SourceLexer.codeLines(of: source)
        // Then
        #expect(lines.map(\.text) == [#"let url = "https://example.com" "#, " let a = 1", "let b = 2"])
        #expect(lines.map(\.number) == [1, 2, 3])
    }

    @Test func codeLines_insideMultilineString_areMarked() {
        // Given
        let source = #"""
            let text = """
                inside
                """
            after
            """#
        // When
        let lines = SourceLexer.codeLines(of: source)
        // Then
        #expect(lines.map(\.beginsInString) == [false, true, true, false])
    }
}
