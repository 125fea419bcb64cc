import Foundation
import SnapFitTerminal
import Testing

@testable import SnapFitApp

@Suite struct ShellHistoryTests {
    @Test func socialTokens_areMasked_andALineThatCannotBeReadIsNotKept() {
        #expect(ShellHistory.kept("login kakao secret-token") == "login kakao ***")
        #expect(
            ShellHistory.kept(#"signup apple tok --nickname "하늘 작가" --agree-terms"#)
                == "signup apple *** --nickname '하늘 작가' --agree-terms")
        #expect(ShellHistory.kept(#"login kakao "unterminated"#) == nil)
        #expect(ShellHistory.kept("  vibes ") == "vibes")
        #expect(
            ShellHistory.kept("signup --nickname Bob --vibes 러블리 --agree-terms kakao TOKEN")
                == "signup kakao *** --nickname Bob --vibes 러블리 --agree-terms")
        #expect(ShellHistory.kept("login -- kakao TOKEN") == "login kakao ***")
        #expect(
            ShellHistory.kept("signup --nickname Bob --vibes 러블리 --agree-terms kakao TOKEN")
                == "signup kakao *** --nickname Bob --vibes 러블리 --agree-terms")
        #expect(ShellHistory.kept("login -- kakao TOKEN") == "login kakao ***")
    }

    @Test func file_keepsEntriesForTheOwnerOnly_andABrokenPathIsNoHistory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-history-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = HistoryFile(url: folder.appendingPathComponent("history"))
        file.save(["vibes", "login kakao ***"])
        #expect(file.load() == ["vibes", "login kakao ***"])
        let mode = try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let broken = HistoryFile(url: folder.appendingPathComponent("missing/history"))
        broken.save(["vibes"])
        #expect(broken.load().isEmpty)
    }
}
