import Foundation
import SnapFitBackend
import SnapFitSandbox
import Testing

@Suite("Persistence to a data file")
struct PersistenceTests {
    private func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-\(UUID().uuidString).json").path
    }

    @Test func restartOnSameFile_keepsWritesAndTokens() async throws {
        // Given
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = try await SandboxHarness(dataFile: path)
        let access = try await first.signUp("persisted", nickName: "남는이")
        let postId = try #require(try await first.createPost()["id"] as? Int)
        _ = try await first.send("POST", "/snapfit/post/like", query: [("postId", String(postId))], bearer: access)
        first.stop()
        // When
        let second = try await SandboxHarness(dataFile: path)
        defer { second.stop() }
        // Then
        let profile = try await second.send("GET", "/snapfit/user", bearer: access)
        #expect(profile.status == 200)
        #expect(profile.object["nickName"] as? String == "남는이")
        let liked = try await second.send("GET", "/snapfit/post/like/count", bearer: access)
        #expect(liked.object["count"] as? Int == 1)
        let detail = try await second.send("GET", "/snapfit/post", query: [("id", String(postId))], bearer: access)
        #expect(detail.status == 200)
        let image = try await second.send("GET", url: try #require(detail.object["thumbnail"] as? String))
        #expect(image.status == 200)
    }

    @Test func everyAcknowledgedChange_isAlreadyOnDisk_inTheJournalBesideTheSnapshot() async throws {
        let path = temporaryPath()
        let journal = path + ".journal"
        defer { try? FileManager.default.removeItem(atPath: path) }
        defer { try? FileManager.default.removeItem(atPath: journal) }
        let sut = try await SandboxHarness(dataFile: path)
        defer { sut.stop() }
        let snapshot = try Data(contentsOf: URL(fileURLWithPath: path))
        _ = try await sut.signUp("ondisk", nickName: "디스크")
        let after = try Data(contentsOf: URL(fileURLWithPath: journal))
        #expect(String(decoding: after, as: UTF8.self).contains("ondisk"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == snapshot)
        _ = try await sut.send("GET", "/snapfit/vibes")
        #expect(try Data(contentsOf: URL(fileURLWithPath: journal)) == after)
    }

    @Test func corruptFile_isAClearStartupError() async throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("{not json".utf8).write(to: URL(fileURLWithPath: path))
        await #expect(throws: StateFileError.self) { try await SandboxHarness(dataFile: path) }
    }

    @Test func failedRequest_changesNothingOnDisk() async throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sut = try await SandboxHarness(dataFile: path)
        defer { sut.stop() }
        let access = try await sut.login("dev-customer").access
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let rejected = try await sut.send("POST", "/snapfit/post/like", query: [("postId", "99999")], bearer: access)
        #expect(rejected.status == 500)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
}
