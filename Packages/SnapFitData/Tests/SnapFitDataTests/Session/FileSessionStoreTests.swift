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

    @Test func loginThenLogout_sessionPathIsAFolderWithFiles_leavesTheFolderAloneAndWarns() async throws {
        // Given
        defer { try? FileManager.default.removeItem(at: directory) }
        let inside = directory.appendingPathComponent("session.json/keep.txt")
        try FileManager.default.createDirectory(
            at: inside.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: inside)
        let sut = makeSUT()
        // When
        await sut.save(pair)
        await sut.clear()
        // Then
        #expect(FileManager.default.contents(atPath: inside.path) == Data("keep".utf8))
        #expect(warnings.all.last == .sessionNotRemoved(path: await sut.fileURL.path))
        #expect(await sut.load() == nil)
    }

    @Test func clear_sessionPathIsASymlink_leavesTheLinkAndItsTargetAlone() async throws {
        // Given: session.json links to a session file elsewhere
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let target = directory.appendingPathComponent("elsewhere.json")
        try JSONEncoder().encode(pair).write(to: target)
        let link = directory.appendingPathComponent("session.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        // When
        await makeSUT().clear()
        // Then
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == target.path)
        #expect(FileManager.default.fileExists(atPath: target.path))
        #expect(warnings.all == [.sessionNotRemoved(path: link.path)])
    }

    @Test func clear_foreignFileInPlaceOfTheSession_isLeftAlone() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("session.json")
        try Data("my notes".utf8).write(to: file)
        await makeSUT().clear()
        #expect(FileManager.default.contents(atPath: file.path) == Data("my notes".utf8))
        #expect(warnings.all == [.sessionNotRemoved(path: file.path)])
    }

    @Test func load_fileOthersCanRead_isUsedWithAWarning() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("session.json")
        try JSONEncoder().encode(pair).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        #expect(await makeSUT().load() == pair)
        #expect(warnings.all == [.sessionExposed(path: file.path)])
    }

    @Test func load_fileFarLargerThanASession_isNotUsed() async throws {
        // Given: valid tokens followed by a megabyte of spaces (still valid JSON, but no session is that large)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("session.json")
        try (JSONEncoder().encode(pair) + Data(repeating: 0x20, count: 1 << 20)).write(to: file)
        // When / Then
        #expect(await makeSUT().load() == nil)
        #expect(warnings.all == [.sessionUnreadable(path: file.path)])
    }

    @Test func loginAndLogoutByAnotherProcess_areSeenAtTheNextLoad() async {
        // Given: two stores over one home, as two processes would have
        defer { try? FileManager.default.removeItem(at: directory) }
        let shell = makeSUT()
        let other = makeSUT()
        #expect(await shell.load() == nil)
        // When / Then
        await other.save(pair)
        #expect(await shell.load() == pair)
        await other.clear()
        #expect(await shell.load() == nil)
        #expect(warnings.all.isEmpty)
    }
}
