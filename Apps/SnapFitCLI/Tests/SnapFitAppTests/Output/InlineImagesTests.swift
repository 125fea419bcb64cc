import Foundation
import Testing

@testable import SnapFitApp

struct InlineImagesTests {
    @Test(arguments: [
        (["KITTY_WINDOW_ID": "1"], true, InlineImages.Kind?.some(.kitty)),
        (["TERM": "xterm-kitty"], true, .kitty),
        (["TERM_PROGRAM": "iTerm.app"], true, .iTerm2),
        (["LC_TERMINAL": "iTerm2"], true, .iTerm2),
        (["TERM": "xterm-256color"], true, nil),
        (["KITTY_WINDOW_ID": "1"], false, nil),
        (["KITTY_WINDOW_ID": "1", "TMUX": "/tmp/tmux-0/default,1,0"], true, nil),
    ])
    func theProtocol_isTheOneTheTerminalAnnounces(
        environment: [String: String], isTerminal: Bool, expected: InlineImages.Kind?
    ) {
        #expect(InlineImages.detect(environment: environment, outputIsTerminal: isTerminal) == expected)
    }

    @Test func kitty_getsAPNGInChunksOf4096_andNothingElse() throws {
        let image = Data(repeating: 7, count: 6000)
        let sequence = try #require(InlineImages.sequence(for: image, format: "png", kind: .kitty))
        let chunks = sequence.split(separator: "\u{1B}\\").dropLast()
        #expect(chunks.count == 2)
        #expect(chunks.first?.hasPrefix("\u{1B}_Ga=T,f=100,q=2,m=1;") == true)
        #expect(chunks.last?.hasPrefix("\u{1B}_Gq=2,m=0;") == true)
        let payload = chunks.map { $0.split(separator: ";", maxSplits: 1).last ?? "" }.joined()
        #expect(Data(base64Encoded: String(payload)) == image)
        #expect(InlineImages.sequence(for: image, format: "jpeg", kind: .kitty) == nil)
    }

    @Test func iTerm2_getsAnyFormatWithItsSize() {
        let image = Data([0xFF, 0xD8, 0xFF, 1])
        #expect(
            InlineImages.sequence(for: image, format: "jpeg", kind: .iTerm2)
                == "\u{1B}]1337;File=inline=1;size=4;preserveAspectRatio=1:\(image.base64EncodedString())\u{07}\n")
    }
}
