import Foundation
import SnapFitNetworking
import Synchronization
import Testing

@testable import SnapFitData

/// Collects the warnings of the home-folder file under test.
final class WarningLog: Sendable {
    private let warnings = Mutex<[HomeWarning]>([])
    var all: [HomeWarning] { warnings.withLock { $0 } }
    func append(_ warning: HomeWarning) { warnings.withLock { $0.append(warning) } }
}

@Suite struct FileSessionStoreTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("snapfit-session-\(UUID().uuidString)")
    private let warnings = WarningLog()
    private let pair = Credentials(accessToken: "access.jwt", refreshToken: "refresh.jwt")

    private func makeSUT() -> FileSessionStore {
        FileSessionStore(directory: directory) { [warnings] line in warnings.append(line) }
    }

    @Test func save_thenANewStoreLoadsTheSamePair() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        await makeSUT().save(pair)
        #expect(await makeSUT().load() == pair)
    }

    @Test func save_fileIsReadableByTheOwnerOnlyAndNoTemporaryFileRemains() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let sut = makeSUT()
        await sut.save(pair)
        let path = await sut.fileURL.path
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["session.json"])
    }

    @Test func load_corruptFile_isSignedOutWithOneWarningWithoutTokens() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: directory.appendingPathComponent("session.json"))
        let sut = makeSUT()
        #expect(await sut.load() == nil)
        #expect(await sut.load() == nil)
        #expect(warnings.all == [.sessionUnreadable(path: await sut.fileURL.path)])
    }

    @Test func clear_removesTheFile() async {
        defer { try? FileManager.default.removeItem(at: directory) }
        let sut = makeSUT()
        await sut.save(pair)
        await sut.clear()
        #expect(await sut.load() == nil)
        #expect(await makeSUT().load() == nil)
        #expect(warnings.all.isEmpty)
    }

    @Test func save_homeIsAFile_keepsTheSessionForThisProcessAndWarnsOnce() async throws {
        // Given: the home path is taken by a plain file, so no folder can be made there
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("x".utf8).write(to: directory)
        let sut = makeSUT()
        // When
        await sut.save(pair)
        // Then
        #expect(await sut.load() == pair)
        #expect(warnings.all == [.sessionNotSaved(directory: directory.path)])
    }
}
