import Foundation
import SnapFitDomain
import Testing

@testable import SnapFitData

@Suite struct FileListBookmarkStoreTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("snapfit-browse-\(UUID().uuidString)")
    private let bookmark = ListBookmark(
        list: .products(.vibes(["러블리"])),
        products: [
            ProductSummary(
                id: 7, title: "한강 스냅", thumbnailURL: URL(string: "https://example.com/7.png"), vibes: ["러블리"],
                locations: ["서울"], isStudio: false, lowestPrice: 120_000, maker: MakerSummary(id: 2, nickname: "하늘"),
                isLiked: true)
        ],
        isAtEnd: false, lastViewedIndex: 0)

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

    @Test func damagedFile_isNoPlace() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{\"list\":".utf8).write(to: directory.appendingPathComponent("browse.json"))
        #expect(await FileListBookmarkStore(directory: directory).load() == nil)
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
