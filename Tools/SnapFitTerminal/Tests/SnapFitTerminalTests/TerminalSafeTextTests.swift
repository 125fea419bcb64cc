import Testing

@testable import SnapFitTerminal

struct TerminalSafeTextTests {
    @Test(arguments: [
        ("\u{1B}]0;owned\u{07}title", "␛]0;owned␇title"),
        ("\u{1B}[2Jcleared", "␛[2Jcleared"),
        ("paid\r\u{1B}[Krefunded", "paid␍␛[Krefunded"),
        ("\u{1B}[8mhidden\u{1B}[0m", "␛[8mhidden\u{1B}[0m"),
        ("bell\u{07} del\u{7F} c1\u{9B}31m", "bell␇ del␡ c1\u{FFFD}31m"),
    ])
    func serverControlCharacters_areShownNotObeyed(text: String, shown: String) {
        #expect(TerminalSafeText.neutralized(text) == shown)
    }

    @Test func ourOwnStyles_tabsAndLineBreaks_passThrough() {
        let style = TextStyle(isEnabled: true)
        let text = style.red("error: ") + style.bold("스냅") + "\tok\n" + style.cyan("c") + style.dim("d")
        #expect(TerminalSafeText.neutralized(text) == text)
    }

    @Test func withoutStyling_evenColourSequencesAreShown() {
        #expect(TerminalSafeText.neutralized("\u{1B}[31mred", keepingStyles: false) == "␛[31mred")
    }
}
