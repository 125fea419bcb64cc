import Foundation
import Testing

@testable import SnapFitData

/// The place in the last list, kept as JSON in the home folder.
@Suite struct FileListBookmarkStoreTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("snapfit-browse-\(UUID().uuidString)")
    /// A place as a list's owner describes it.
    private struct Place: Codable, Equatable {
        let list: String
        let row: Int
    }

    private let bookmark = Place(list: "likes", row: 3)

    @Test func save_thenANewStoreLoadsTheSamePlace() async {
        defer { try? FileManager.default.removeItem(at: directory) }
        await FileListBookmarkStore(directory: directory).save(bookmark)
        #expect(await FileListBookmarkStore(directory: directory).load(Place.self) == bookmark)
    }

    @Test func clear_forgetsThePlace() async {
        defer { try? FileManager.default.removeItem(at: directory) }
        let sut = FileListBookmarkStore(directory: directory)
        await sut.save(bookmark)
        await sut.clear()
        #expect(await sut.load(Place.self) == nil)
    }

    @Test func damagedFile_isNoPlace() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{\"list\":".utf8).write(to: directory.appendingPathComponent("browse.json"))
        #expect(await FileListBookmarkStore(directory: directory).load(Place.self) == nil)
    }

    @Test func directoryInPlaceOfTheFile_isNoPlace_andClearLeavesItAlone() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let inside = directory.appendingPathComponent("browse.json/keep.txt")
        try FileManager.default.createDirectory(
            at: inside.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: inside)
        let sut = FileListBookmarkStore(directory: directory)
        #expect(await sut.load(Place.self) == nil)
        await sut.clear()
        #expect(FileManager.default.fileExists(atPath: inside.path))
    }
}
