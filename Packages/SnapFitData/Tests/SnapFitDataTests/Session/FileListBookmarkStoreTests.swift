import Foundation
import Testing

@testable import SnapFitData

/// The place in the last list, kept as the bytes the catalog wrote, in the home folder.
@Suite struct FileListBookmarkStoreTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("snapfit-browse-\(UUID().uuidString)")
    private let bookmark = Data(#"{"list":{"likes":{}},"products":[],"isAtEnd":true}"#.utf8)

    @Test func save_thenANewStoreLoadsTheSamePlace() async {
        defer { try? FileManager.default.removeItem(at: directory) }
        await FileListBookmarkStore(directory: directory).save(bookmark)
        #expect(await FileListBookmarkStore(directory: directory).load() == bookmark)
    }

    @Test func clear_forgetsThePlace() async {
        defer { try? FileManager.default.removeItem(at: directory) }
        let sut = FileListBookmarkStore(directory: directory)
        await sut.save(bookmark)
        await sut.clear()
        #expect(await sut.load() == nil)
    }

    @Test func directoryInPlaceOfTheFile_isNoPlace_andClearLeavesItAlone() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let inside = directory.appendingPathComponent("browse.json/keep.txt")
        try FileManager.default.createDirectory(
            at: inside.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: inside)
        let sut = FileListBookmarkStore(directory: directory)
        #expect(await sut.load() == nil)
        await sut.clear()
        #expect(FileManager.default.fileExists(atPath: inside.path))
    }
}
