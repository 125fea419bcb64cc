import Foundation
import SnapFitTerminal
import Testing

@testable import SnapFitApp

@Suite struct ShellHistoryTests {
    @Test func aCommandsSecrets_areMasked_andALineThatCannotBeReadIsNotKept() {
        func kept(_ line: String) -> String? { ShellHistory.kept(line, commands: testCommands) }
        #expect(kept("unlock vault secret-word") == "unlock vault ***")
        #expect(kept(#"unlock "the vault" word --note "하늘 작가""#) == "unlock 'the vault' *** --note '하늘 작가'")
        #expect(kept(#"unlock vault "unterminated"#) == nil)
        #expect(kept("unlock --note hi vault WORD") == "unlock vault *** --note hi")
        #expect(kept("unlock -- vault WORD") == "unlock vault ***")
        #expect(kept("  vibes ") == "vibes")
        #expect(kept(#"echo "unterminated"#) == #"echo "unterminated"#)
    }

    @Test func file_keepsEntriesForTheOwnerOnly_andABrokenPathIsNoHistory() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-history-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = HistoryFile(url: folder.appendingPathComponent("history"))
        file.save(["vibes", "unlock vault ***"])
        #expect(file.load() == ["vibes", "unlock vault ***"])
        let mode = try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let broken = HistoryFile(url: folder.appendingPathComponent("missing/history"))
        broken.save(["vibes"])
        #expect(broken.load().isEmpty)
    }
}
