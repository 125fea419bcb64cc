import Foundation
import Testing

@testable import SnapFitBackend

struct AtomicFileTests {
    private let directory: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    @Test func write_overLongerFile_replacesTheContentEntirely() throws {
        // Given
        let path = directory + "/state.json"
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        // When
        try AtomicFile.write(Data("short".utf8), to: path)
        // Then
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("short".utf8))
    }

    @Test func write_leavesNoTemporaryFileBehind() throws {
        // Given
        let path = directory + "/state.json"
        // When
        try AtomicFile.write(Data("one".utf8), to: path)
        try AtomicFile.write(Data("two".utf8), to: path)
        // Then
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["state.json"])
    }

    @Test func write_createsTheFileReadableByItsOwnerOnly() throws {
        // Given
        let path = directory + "/tokens.json"
        // When
        try AtomicFile.write(Data("{}".utf8), to: path)
        // Then
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func write_ofEmptyData_leavesAnEmptyFile() throws {
        // Given
        let path = directory + "/empty"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        // When
        try AtomicFile.write(Data(), to: path)
        // Then
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty)
    }

    @Test func write_intoMissingDirectory_throwsAnErrorNamingThePathAndReason() throws {
        // Given
        let path = directory + "/missing/state.json"
        // When
        let error = try #require(throws: AtomicFileError.self) { try AtomicFile.write(Data("x".utf8), to: path) }
        // Then
        #expect(error.errno == ENOENT)
        #expect(error.description.contains(directory + "/missing/"))
        #expect(error.description.contains("No such file or directory"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
