import Testing

@testable import SnapFitTerminal

@Suite struct TokenizerTests {
    @Test func words_plainWords_splitOnAnyWhitespace() throws {
        #expect(try Tokenizer.words("  vibes \t locations  ") == ["vibes", "locations"])
    }

    @Test func words_doubleAndSingleQuotes_keepSpacesInOneWord() throws {
        // Given
        let line = #"reserve 3 --at "2026-12-01 14:00" --place '홍대 입구'"#
        // When
        let words = try Tokenizer.words(line)
        // Then
        #expect(words == ["reserve", "3", "--at", "2026-12-01 14:00", "--place", "홍대 입구"])
    }

    @Test func words_quotedPartsNextToText_formOneWord() throws {
        #expect(try Tokenizer.words(#"--at="2026-12-01 14:00" a'b c'd"#) == ["--at=2026-12-01 14:00", "ab cd"])
    }

    @Test func words_emptyQuotes_giveAnEmptyWord() throws {
        #expect(try Tokenizer.words(#"cancel 3 --reason """#) == ["cancel", "3", "--reason", ""])
    }

    @Test func words_backslashOutsideQuotes_escapesTheNextCharacter() throws {
        #expect(try Tokenizer.words(#"a\ b \"c\" \'d"#) == ["a b", "\"c\"", "'d"])
    }

    @Test func words_backslashInDoubleQuotes_escapesOnlyQuoteAndBackslash() throws {
        #expect(try Tokenizer.words(#""say \"hi\" \\ \n""#) == [#"say "hi" \ \n"#])
    }

    @Test func words_backslashInSingleQuotes_isLiteral() throws {
        #expect(try Tokenizer.words(#"'a\b'"#) == [#"a\b"#])
    }

    @Test(arguments: [#"reserve "unterminated"#, "place 'open", #"a "b\""#])
    func words_unterminatedQuote_isAnError(line: String) {
        #expect(throws: CommandLineError.self) { try Tokenizer.words(line) }
    }

    @Test func words_trailingBackslash_isAnError() {
        #expect(throws: CommandLineError.trailingBackslash) { try Tokenizer.words(#"vibes \"#) }
    }
}
