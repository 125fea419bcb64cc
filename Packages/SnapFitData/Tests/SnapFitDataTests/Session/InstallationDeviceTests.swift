import Foundation
import Testing

@testable import SnapFitData

@Suite struct InstallationDeviceTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("snapfit-device-\(UUID().uuidString)")
    private let warnings = WarningLog()

    private func makeSUT() -> InstallationDevice {
        InstallationDevice(directory: directory) { [warnings] warning in warnings.append(warning) }
    }

    @Test func registration_firstUse_makesAnAppleDeviceWithAUUIDAndKeepsIt() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        // When
        let first = await makeSUT().registration()
        let again = await makeSUT().registration()
        // Then
        #expect(first.type == "apple")
        #expect(UUID(uuidString: first.token) != nil)
        #expect(again == first)
        let saved = try String(contentsOf: directory.appendingPathComponent("device-id"), encoding: .utf8)
        #expect(saved == first.token + "\n")
        #expect(warnings.all.isEmpty)
    }

    @Test func registration_twoInstallations_getDifferentIds() async {
        let other = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-device-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: directory)
            try? FileManager.default.removeItem(at: other)
        }
        let first = await makeSUT().registration()
        let second = await InstallationDevice(directory: other) { _ in }.registration()
        #expect(first.token != second.token)
    }

    @Test func registration_corruptFile_isReplacedByANewId() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("abcdefg".utf8).write(to: directory.appendingPathComponent("device-id"))
        let registration = await makeSUT().registration()
        #expect(registration.token != "abcdefg" && UUID(uuidString: registration.token) != nil)
    }

    @Test func registration_homeNotWritable_usesOneIdForTheProcessAndWarnsOnce() async throws {
        // Given: the home path is a plain file
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("x".utf8).write(to: directory)
        let sut = makeSUT()
        // When
        let first = await sut.registration()
        let second = await sut.registration()
        // Then
        #expect(first == second)
        #expect(warnings.all == [.deviceIDNotSaved(directory: directory.path)])
    }
}
