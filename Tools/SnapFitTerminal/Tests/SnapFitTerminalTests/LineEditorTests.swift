import Testing

@testable import SnapFitTerminal

@Suite struct LineEditorTests {
    private func type(_ keys: [Key], into editor: inout LineEditor) -> [LineEditor.Event] {
        keys.map { editor.handle($0) }
    }

    @Test func editingKeys_moveAndDeleteByCharacter_overKoreanToo() {
        var editor = LineEditor()
        _ = type([.text("가나"), .left, .text("다"), .home, .text("x"), .end, .backspace], into: &editor)
        #expect(editor.buffer.text == "x가다")
        _ = type([.home, .right, .killToEnd], into: &editor)
        #expect(editor.buffer.text == "x")
        _ = type([.text(" reserve  1"), .deleteWordBefore, .deleteWordBefore], into: &editor)
        #expect(editor.buffer.text == "x ")
        _ = type([.killToStart], into: &editor)
        #expect(editor.buffer.text.isEmpty)
    }

    @Test func rendering_movesTheCursorBackByDisplayColumns() {
        var editor = LineEditor()
        _ = type([.text("vibes 가나"), .left, .left], into: &editor)
        #expect(editor.rendering(prompt: "> ").text == "\r> vibes 가나\u{1B}[K\u{1B}[4D")
        _ = type([.end], into: &editor)
        #expect(editor.rendering(prompt: "> ").text == "\r> vibes 가나\u{1B}[K")
    }

    @Test func rendering_wrapsAtTheTerminalsWidth_andPutsTheCursorOnItsRow() {
        var editor = LineEditor()
        // "\u{1B}[32m> \u{1B}[0m" is two columns wide; 2 + 12 = 14 columns on a 10-column terminal: two rows.
        let prompt = "\u{1B}[32m> \u{1B}[0m"
        _ = type([.text("abcdefghijkl")], into: &editor)
        let atEnd = editor.rendering(prompt: prompt, columns: 10)
        #expect(atEnd.text == "\r\u{1B}[J" + prompt + "abcdefghijkl\r\u{1B}[4C" && atEnd.cursorRow == 1)
        // The cursor moved back onto the first row: from row 1, up to the prompt, draw, and up again.
        _ = type([.home], into: &editor)
        let atStart = editor.rendering(prompt: prompt, columns: 10, fromRow: atEnd.cursorRow)
        #expect(atStart.text == "\u{1B}[1A\r\u{1B}[J" + prompt + "abcdefghijkl\u{1B}[1A\r\u{1B}[2C")
        #expect(atStart.cursorRow == 0)
        // A line that ends at the edge starts the next row, where the cursor then is.
        editor.start()
        _ = type([.text("abcdefgh")], into: &editor)
        let atEdge = editor.rendering(prompt: prompt, columns: 10)
        #expect(atEdge.text.hasSuffix("abcdefgh\r\n\r") && atEdge.cursorRow == 1)
    }

    @Test func enterCtrlCAndCtrlD_endTheLineEachTheirWay() {
        var editor = LineEditor()
        #expect(type([.text("me"), .enter], into: &editor).last == .submitted("me"))
        editor.start()
        #expect(type([.endOfInput], into: &editor) == [.ended])
        #expect(type([.text("ab"), .left, .endOfInput], into: &editor).last == .edited)
        #expect(editor.buffer.text == "a")
        #expect(type([.interrupt], into: &editor) == [.interrupted])
    }

    @Test func history_keepsWhatItsPolicyKeeps_atMostTheLimit_andNoRepeatOrBlank() {
        var history = History(limit: 2, keeps: { $0.hasPrefix("secret") ? nil : $0 })
        for line in ["vibes", "vibes", " ", "secret 1", "locations", "home"] { history.add(line) }
        #expect(history.entries == ["locations", "home"])
    }

    @Test func upAndDown_browseTheHistory_andComeBackToTheLineBeingTyped() {
        var editor = LineEditor(history: History(entries: ["vibes", "locations"]))
        _ = type([.text("pro"), .up], into: &editor)
        #expect(editor.buffer.text == "locations")
        _ = type([.up, .up], into: &editor)
        #expect(editor.buffer.text == "vibes")
        _ = type([.down, .down], into: &editor)
        #expect(editor.buffer.text == "pro")
    }

    /// Completes the last word from a fixed list of names.
    private struct Names: LineCompleting {
        let names: [String]

        func completion(for head: String) -> LineCompletion {
            let word = String(head.split(separator: " ").last ?? "")
            return LineCompletion(word: word, candidates: names.filter { $0.hasPrefix(word) }, endsWord: true)
        }
    }

    @Test func tab_completesOneCandidate_extendsWhatSeveralShare_andListsTheRest() {
        var editor = LineEditor(completer: Names(names: ["like", "likes", "locations"]))
        _ = type([.text("loca"), .tab], into: &editor)
        #expect(editor.buffer.text == "locations ")
        editor.start()
        #expect(type([.text("lik"), .tab], into: &editor).last == .edited)
        #expect(editor.buffer.text == "like")
        #expect(type([.tab], into: &editor).last == .listed(["like", "likes"]))
    }
}
