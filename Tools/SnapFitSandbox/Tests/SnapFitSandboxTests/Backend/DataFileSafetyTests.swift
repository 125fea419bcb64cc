import Foundation
import SnapFitBackend
import SnapFitSandbox
import Testing

/// What the sandbox does with a data file that is shared, linked, weak, unwritable or littered.
@Suite("Data file safety")
struct DataFileSafetyTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-\(UUID().uuidString)")

    private func prepared() throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("state.json").path
    }

    private func removeFolder() { try? FileManager.default.removeItem(at: folder) }

    @Test func secondSandboxOnTheSameDataFile_refusesToStart_untilTheFirstStops() async throws {
        // Given
        let path = try prepared()
        defer { removeFolder() }
        let first = try await SandboxHarness(dataFile: path)
        // When
        var refusal: StateFileError?
        do {
            let second = try await SandboxHarness(dataFile: path)
            second.stop()
        } catch let error as StateFileError {
            refusal = error
        }
        first.stop()
        let afterwards = try await SandboxHarness(dataFile: path)
        afterwards.stop()
        // Then
        #expect(refusal?.problem == .busy)
        #expect(refusal?.description.contains("another snapfit-sandbox") == true)
    }

    @Test func symlinkedDataFile_isWrittenThrough_andStaysALink() async throws {
        // Given
        let target = try prepared()
        defer { removeFolder() }
        let link = folder.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let sut = try await SandboxHarness(dataFile: link)
        // When
        _ = try await sut.signUp("through-link", nickName: "링크")
        sut.stop()
        // Then
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        let journal = try Data(contentsOf: URL(fileURLWithPath: target + ".journal"))
        #expect(String(decoding: journal, as: UTF8.self).contains("through-link"))
        #expect(!FileManager.default.fileExists(atPath: link + ".journal"))
    }

    @Test func dataFileWithASecretShorterThan32Bytes_isRefusedAtStart() async throws {
        // Given: a valid data file whose signing secret is then emptied
        let path = try prepared()
        defer { removeFolder() }
        try await SandboxHarness(dataFile: path).stop()
        var envelope = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        var state = try #require(envelope["state"] as? [String: Any])
        state["jwtSecret"] = [Int]()
        envelope["state"] = state
        try JSONSerialization.data(withJSONObject: envelope).write(to: URL(fileURLWithPath: path))
        // When / Then
        await #expect(throws: StateFileError.self) { try await SandboxHarness(dataFile: path) }
    }

    @Test func dataFileWhoseFolderCannotTakeNewFiles_isRefusedAtStart() async throws {
        // Given: an existing data file whose temporary files' names would be too long to create
        let short = try prepared()
        defer { removeFolder() }
        try await SandboxHarness(dataFile: short).stop()
        let long = folder.appendingPathComponent(String(repeating: "s", count: 240) + ".json").path
        try FileManager.default.moveItem(atPath: short, toPath: long)
        // When
        var refusal: StateFileError?
        do {
            try await SandboxHarness(dataFile: long).stop()
        } catch let error as StateFileError {
            refusal = error
        }
        // Then
        #expect(refusal?.problem == .unwritable)
    }

    @Test func everyServerError_isReportedWithItsCause() async throws {
        // Given: a running sandbox whose data folder is then replaced by a plain file
        let path = try prepared()
        defer { removeFolder() }
        let sut = try await SandboxHarness(dataFile: path)
        defer { sut.stop() }
        let access = try await sut.login("dev-customer").access
        // When: a contract quirk, then a write that cannot be saved
        let quirk = try await sut.send("POST", "/snapfit/post/like", query: [("postId", "99999")], bearer: access)
        let moved = folder.path + "-moved"
        defer { try? FileManager.default.removeItem(atPath: moved) }
        try FileManager.default.moveItem(atPath: folder.path, toPath: moved)
        try Data().write(to: folder)
        let unsaved = try await sut.send(
            "POST", "/snapfit/user", bearer: "never-saved",
            json:
                #"{"social":"kakao","vibes":["러블리"],"deviceType":"apple","deviceToken":"d-ns","marketing":false,"nickName":"못씀"}"#
        )
        // Then
        #expect(quirk.status == 500)
        #expect(unsaved.status == 500)
        let reports = sut.errorReports.lines
        #expect(reports.count == 2)
        #expect(reports.first?.contains("POST /snapfit/post/like") == true)
        #expect(reports.first?.contains("99999") == true)
        #expect(reports.last?.contains("POST /snapfit/user") == true)
        #expect(reports.last?.contains("cannot use the data file") == true)
    }

    @Test func temporaryFilesLeftByAKilledProcess_areRemovedAtStart_andNothingElse() async throws {
        // Given
        let path = try prepared()
        defer { removeFolder() }
        try await SandboxHarness(dataFile: path).stop()
        let files = FileManager.default
        let leftovers = [path + ".tmp-4242-123456", path + ".files/a.png.tmp-4242-1"]
        try files.createDirectory(atPath: path + ".files", withIntermediateDirectories: true)
        for leftover in leftovers { try Data([1]).write(to: URL(fileURLWithPath: leftover)) }
        let unrelated = folder.appendingPathComponent("notes.tmp-keep").path
        try Data([1]).write(to: URL(fileURLWithPath: unrelated))
        // When
        try await SandboxHarness(dataFile: path).stop()
        // Then
        #expect(leftovers.allSatisfy { !files.fileExists(atPath: $0) })
        #expect(files.fileExists(atPath: unrelated))
        #expect(files.fileExists(atPath: path))
    }
}
