import Foundation
import SnapFitDomain
import Testing

@testable import SnapFitData

@Suite struct FilePreferencesStoreTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("snapfit-settings-\(UUID().uuidString)")

    @Test func save_thenANewStoreLoadsTheSameSettings() {
        defer { try? FileManager.default.removeItem(at: directory) }
        let settings = Preferences(language: .korean, currency: .usd, layout: .grid)
        #expect(FilePreferencesStore(directory: directory).save(settings))
        #expect(FilePreferencesStore(directory: directory).load() == settings)
    }

    @Test func noFile_isNothingSet() {
        #expect(FilePreferencesStore(directory: directory).load() == Preferences())
    }

    @Test(arguments: ["{\"currency\":", "{\"currency\":\"eur\"}", String(repeating: " ", count: 5000) + "{}"])
    func damagedOrOversizedFile_isNothingSet(contents: String) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: directory.appendingPathComponent("settings.json"))
        #expect(FilePreferencesStore(directory: directory).load() == Preferences())
    }

    @Test func aHomeThatIsAFile_cannotKeepThem() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("not a folder".utf8).write(to: directory)
        #expect(!FilePreferencesStore(directory: directory).save(Preferences(layout: .grid)))
    }
}
