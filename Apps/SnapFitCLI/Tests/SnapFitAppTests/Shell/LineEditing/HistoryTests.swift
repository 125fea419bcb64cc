import Foundation
import Testing

@testable import SnapFitApp

@Suite struct HistoryTests {
    @Test func socialTokens_areMasked_andALineThatCannotBeReadIsNotKept() {
        #expect(History.masked("login kakao secret-token") == "login kakao ***")
        #expect(
            History.masked(#"signup apple tok --nickname "하늘 작가" --agree-terms"#)
                == "signup apple *** --nickname '하늘 작가' --agree-terms")
        #expect(History.masked(#"login kakao "unterminated"#) == nil)
        #expect(History.masked("  vibes ") == "vibes")
    }

    @Test func add_keepsAtMostTheLimit_andNoRepeatOrBlank() {
        var sut = History(limit: 2)
        for line in ["vibes", "vibes", " ", "locations", "home"] { sut.add(line) }
        #expect(sut.entries == ["locations", "home"])
    }

    @Test func file_keepsEntriesForTheOwnerOnly_andABrokenPathIsNoHistory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-history-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = HistoryFile(url: folder.appendingPathComponent("history"))
        file.save(["vibes", "login kakao ***"])
        #expect(file.load(limit: 10) == ["vibes", "login kakao ***"])
        let mode = try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let broken = HistoryFile(url: folder.appendingPathComponent("missing/history"))
        broken.save(["vibes"])
        #expect(broken.load(limit: 10).isEmpty)
    }
}
