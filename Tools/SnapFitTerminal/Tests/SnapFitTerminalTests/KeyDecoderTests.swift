import Testing

@testable import SnapFitTerminal

@Suite struct KeyDecoderTests {
    private func keys(_ chunks: [UInt8]...) -> [Key] {
        var decoder = KeyDecoder()
        return chunks.flatMap { decoder.keys(from: $0) }
    }

    @Test func cursorKeys_inEveryFormTerminalsSend() {
        #expect(keys(Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8)) == [.up, .down, .right, .left])
        #expect(keys(Array("\u{1B}[H\u{1B}OF\u{1B}[1~\u{1B}[4~\u{1B}[3~".utf8)) == [.home, .end, .home, .end, .delete])
        #expect(keys(Array("\u{1B}[1;5C\u{1B}x".utf8)) == [.right, .ignored, .text("x")])
    }

    @Test func controlKeys() {
        let bytes: [UInt8] = [
            0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x7F, 0x08, 0x09, 0x0D, 0x0B, 0x0C, 0x0E, 0x10, 0x15, 0x17,
        ]
        #expect(
            keys(bytes) == [
                .home, .left, .interrupt, .endOfInput, .end, .right, .backspace, .backspace, .tab, .enter, .killToEnd,
                .clearScreen, .down, .up, .killToStart, .deleteWordBefore,
            ])
    }

    @Test func text_isGathered_andAKoreanCharacterSplitAcrossReadsWaitsForItsLastByte() {
        let bytes = Array("ab한".utf8)
        #expect(keys(Array(bytes[0..<3]), Array(bytes[3...])) == [.text("ab"), .text("한")])
        #expect(keys(Array("\u{1B}[".utf8), Array("D".utf8)) == [.left])
    }

    @Test func aLoneEscapeOrABrokenSequence_losesNoKeyAfterIt() {
        #expect(keys([0x1B, 0x0D]) == [.ignored, .enter])
        #expect(keys(Array("\u{1B}\u{1B}[A".utf8)) == [.ignored, .up])
        #expect(keys([0x1B, 0x5B, 0x31, 0x0D]) == [.ignored, .enter])
        #expect(keys([0xE3, 0x0D]) == [.ignored, .enter])
    }

    @Test func malformedBytes_areIgnored_neverTakenAsText() {
        #expect(keys([0xFF, 0x41, 0xC3, 0x28]) == [.ignored, .text("A"), .ignored, .text("(")])
    }
}
