import Foundation
import Testing

@Suite struct BrowserToolsTests {
    /// A folder holding `names` as executable files (and `plain` as files that are not executable).
    private func folder(_ names: [String], plain: [String] = []) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("browser-tools-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in names + plain {
            let path = folder.appendingPathComponent(name).path
            #expect(FileManager.default.createFile(atPath: path, contents: Data("#!/bin/sh\n".utf8)))
            try FileManager.default.setAttributes(
                [.posixPermissions: names.contains(name) ? 0o755 : 0o644], ofItemAtPath: path)
        }
        return folder.path
    }

    @Test func locate_findsBothOnThePath_theFirstFolderWinning() throws {
        // Given
        let first = try folder(["chromedriver"])
        let second = try folder(["chromedriver", "chromium-browser"])
        // When
        let found = BrowserTools.locate(path: "/nonexistent:\(first):\(second)")
        // Then
        #expect(
            found
                == .success(
                    BrowserTools(chromedriver: first + "/chromedriver", chromium: second + "/chromium-browser")))
    }

    @Test func locate_withoutChromedriver_saysToInstallTheDriver() throws {
        // Given
        let path = try folder(["chromium"], plain: ["chromedriver"])
        // When
        let found = BrowserTools.locate(path: path)
        // Then
        #expect(found == .failure(.driverNotFound))
        #expect(
            BrowserUnavailable.driverNotFound.line
                == "browser tests skipped: chromedriver not found (install chromium-driver)")
    }

    @Test func locate_withoutChromium_saysToInstallChromium() throws {
        #expect(BrowserTools.locate(path: try folder(["chromedriver"])) == .failure(.chromiumNotFound))
        #expect(BrowserTools.locate(path: nil) == .failure(.driverNotFound))
    }

    @Test func chromiumCannotStart_keepsTheMessagesFirstLine() {
        // Given
        let sut = BrowserUnavailable.chromiumCannotStart("session not created: DevToolsActivePort\n  (stack)")
        // Then
        #expect(sut.line == "browser tests skipped: chromium cannot start: session not created: DevToolsActivePort")
    }
}
