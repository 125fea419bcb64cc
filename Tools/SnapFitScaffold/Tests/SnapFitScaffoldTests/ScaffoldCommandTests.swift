import Foundation
import SnapFitScaffoldKit
import Testing

@Suite struct ScaffoldCommandTests {
    private let here = URL(fileURLWithPath: "/work/repo")

    /// A folder that looks like the repository (it has Packages/SnapFitDomain/Package.swift), removed by the caller.
    private func makeRepository() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-\(UUID())")
        let domain = root.appendingPathComponent("Packages/SnapFitDomain")
        try FileManager.default.createDirectory(at: domain, withIntermediateDirectories: true)
        try Data().write(to: domain.appendingPathComponent("Package.swift"))
        return root
    }

    @Test func arguments_kindNameAndRoot() throws {
        let sut = try ScaffoldCommand(arguments: ["feature", "Coupon", "--root", "other"], currentDirectory: here)
        #expect(sut.kind == .feature)
        #expect(sut.name == (try ScaffoldName("Coupon")))
        #expect(sut.root.path == "/work/repo/other")
        #expect(try ScaffoldCommand(arguments: ["scene", "Coupon"], currentDirectory: here).root == here)
    }

    @Test(arguments: [[], ["feature"], ["widget", "Coupon"], ["feature", "Coupon", "--root"], ["feature", "a"]])
    func badArguments_areRefused(arguments: [String]) {
        #expect(throws: ScaffoldError.self) { try ScaffoldCommand(arguments: arguments, currentDirectory: here) }
    }

    @Test func run_writesEveryFile_andListsThemWithTheNextSteps() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let sut = try ScaffoldCommand(arguments: ["feature", "Coupon", "--root", root.path], currentDirectory: here)
        let lines = try sut.run()
        let written = sut.scaffold.files.keys.sorted()
        #expect(lines.first == "Created the Coupon feature:")
        #expect(lines.dropFirst().prefix(written.count).map { $0.trimmingCharacters(in: .whitespaces) } == written)
        #expect(lines.last?.hasPrefix("  4. ") == true)
        for path in written {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path))
        }
    }

    @Test func run_twice_refusesAndChangesNothing() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let sut = try ScaffoldCommand(arguments: ["scene", "Coupon", "--root", root.path], currentDirectory: here)
        _ = try sut.run()
        #expect(throws: ScaffoldError.self) { try sut.run() }
    }

    @Test func run_outsideTheRepository_writesNothing() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-repo-\(UUID())")
        let sut = try ScaffoldCommand(arguments: ["feature", "Coupon", "--root", root.path], currentDirectory: here)
        #expect(throws: ScaffoldError.self) { try sut.run() }
        #expect(!FileManager.default.fileExists(atPath: root.path))
    }

    @Test func write_thatFailsHalfway_takesBackWhatItWrote() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        // A file where the second path needs a folder: its write fails after the first succeeded.
        try Data().write(to: root.appendingPathComponent("b"))
        let sut = Scaffold(files: ["a.swift": "a", "b/c.swift": "c"], nextSteps: [])
        #expect(throws: ScaffoldError.self) { try sut.write(under: root) }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("a.swift").path))
    }
}
