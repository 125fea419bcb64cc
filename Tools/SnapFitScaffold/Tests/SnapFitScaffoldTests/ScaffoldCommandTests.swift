import Foundation
import Testing

@testable import SnapFitScaffoldKit

@Suite struct ScaffoldCommandTests {
    private let here = URL(fileURLWithPath: "/work/repo")
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A folder that looks like the repository: its Domain manifest, and a copy of the root manifest, where a feature
    /// is installed. The caller removes it.
    private func makeRepository() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-\(UUID())")
        let domain = root.appendingPathComponent("Packages/SnapFitDomain")
        try FileManager.default.createDirectory(at: domain, withIntermediateDirectories: true)
        try Data().write(to: domain.appendingPathComponent("Package.swift"))
        let wired = Set(try FeatureTemplate(name: ScaffoldName("Probe")).edits.map(\.path))
        for path in wired {
            let copy = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.repository.appendingPathComponent(path), to: copy)
        }
        return root
    }

    /// Every file under `root`, by path, with its contents.
    private func snapshot(_ root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        for case let url as URL in enumerator {
            files[url.path] = (try? Data(contentsOf: url)) ?? Data("folder".utf8)
        }
        return files
    }

    @Test func arguments_kindNameRootAndFormatter() throws {
        let sut = try ScaffoldCommand(
            arguments: ["feature", "Probe", "--root", "other", "--format-with", "/bin/fmt"], currentDirectory: here)
        #expect(sut.kind == .feature)
        #expect(sut.name == (try ScaffoldName("Probe")))
        #expect(sut.root.path == "/work/repo/other")
        #expect(sut.formatter?.path == "/bin/fmt")
        let plain = try ScaffoldCommand(arguments: ["scene", "Probe"], currentDirectory: here)
        #expect(plain.root == here)
        #expect(plain.formatter == nil)
    }

    @Test(arguments: [
        [], ["feature"], ["widget", "Probe"], ["feature", "Probe", "--root"], ["feature", "a"],
        ["feature", "Probe", "--format-with"],
    ])
    func badArguments_areRefused(arguments: [String]) {
        #expect(throws: ScaffoldError.self) { try ScaffoldCommand(arguments: arguments, currentDirectory: here) }
    }

    @Test func fieldsAndForce_areRead_eachForItsCommand() throws {
        let feature = try ScaffoldCommand(
            arguments: ["feature", "Coupons", "--field", "code:text", "--field", "percent:int"], currentDirectory: here)
        #expect(feature.fields.map(\.name) == ["code", "percent"])
        #expect(try ScaffoldCommand(arguments: ["remove-feature", "Coupons", "--force"], currentDirectory: here).force)
        for arguments in [
            ["feature", "Coupons", "--force"], ["remove-feature", "Coupons", "--field", "a:text"],
            ["feature", "Coupons", "--field", "a:text", "--field", "a:int"],
            ["feature", "Coupons", "--field", "a:list"],
        ] {
            #expect(throws: ScaffoldError.self) { try ScaffoldCommand(arguments: arguments, currentDirectory: here) }
        }
    }

    @Test func run_writesTheFolder_itsSums_andOneLine_andListsThemWithTheNextSteps() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let sut = try ScaffoldCommand(arguments: ["feature", "Probe", "--root", root.path], currentDirectory: here)
        // When
        let lines = try sut.run()
        // Then
        #expect(lines.first == "Created the Probes feature:")
        #expect(lines.contains("Wired into:") && lines.contains("  Package.swift"))
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("var features: [Feature] = []\nfeatures.append(Feature(\"Probes\"))\n"))
        let sums = try String(
            contentsOf: root.appendingPathComponent("Packages/Features/Probes/.scaffold-sums"), encoding: .utf8)
        #expect(sums.split(separator: "\n").count == FeatureTemplate(name: sut.name).scaffold.files.count)
    }

    @Test func removeFeature_takesBackTheFolderAndTheLine_andLeavesTheOtherFeature() throws {
        // Given
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let pristine = try snapshot(root)
        _ = try ScaffoldCommand(arguments: ["feature", "Probe", "--root", root.path], currentDirectory: here).run()
        let withOne = try snapshot(root)
        _ = try ScaffoldCommand(arguments: ["feature", "ProbeTwo", "--root", root.path], currentDirectory: here).run()
        // When
        let removeTwo = try ScaffoldCommand(
            arguments: ["remove-feature", "ProbeTwo", "--root", root.path], currentDirectory: here)
        let lines = try removeTwo.run()
        let afterTwo = try snapshot(root)
        _ = try ScaffoldCommand(arguments: ["remove-feature", "Probe", "--root", root.path], currentDirectory: here)
            .run()
        // Then
        #expect(lines.first?.hasPrefix("Removed the ProbeTwos feature") == true)
        #expect(afterTwo == withOne)
        #expect(try snapshot(root) == pristine)
        #expect(throws: ScaffoldError.self) { try removeTwo.run() }
    }

    @Test func removeFeature_ofAChangedFeature_namesEveryChange_changesNothing_andForceRemovesIt() throws {
        // Given: a file edited, one added, one deleted, and the line edited
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let pristine = try snapshot(root)
        _ = try ScaffoldCommand(arguments: ["feature", "Probe", "--root", root.path], currentDirectory: here).run()
        let folder = root.appendingPathComponent("Packages/Features/Probes")
        try Data("// edited\n".utf8).write(to: folder.appendingPathComponent("Sources/ProbesDomain/Probe.swift"))
        try Data().write(to: folder.appendingPathComponent("Sources/ProbesDomain/Extra.swift"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("README.md"))
        let manifest = root.appendingPathComponent("Package.swift")
        let installed = try String(contentsOf: manifest, encoding: .utf8)
        try Data(installed.replacingOccurrences(of: "Feature(\"Probes\")", with: "Feature(\"Probes\", uses: [])").utf8)
            .write(to: manifest)
        let changed = try snapshot(root)
        // When
        let sut = try ScaffoldCommand(
            arguments: ["remove-feature", "Probe", "--root", root.path], currentDirectory: here)
        // Then
        #expect {
            try sut.run()
        } throws: { error in
            let text = (error as? ScaffoldError)?.description ?? ""
            return text.contains("Sources/ProbesDomain/Probe.swift (changed)")
                && text.contains("Sources/ProbesDomain/Extra.swift (added)") && text.contains("README.md (deleted)")
                && text.contains("Package.swift (its line is not") && text.contains("--force")
        }
        #expect(try snapshot(root) == changed)
        _ = try ScaffoldCommand(
            arguments: ["remove-feature", "Probe", "--force", "--root", root.path], currentDirectory: here
        ).run()
        #expect(try snapshot(root) == pristine)
    }

    @Test func run_twice_refusesAndChangesNothing() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let sut = try ScaffoldCommand(arguments: ["feature", "Probe", "--root", root.path], currentDirectory: here)
        _ = try sut.run()
        let before = try snapshot(root)
        #expect(throws: ScaffoldError.self) { try sut.run() }
        #expect(try snapshot(root) == before)
    }

    @Test func aNameTheRepositoryDeclares_isRefused_beforeAnyWrite() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent("Packages/SnapFitDomain/Sources/Probe.swift")
        try FileManager.default.createDirectory(
            at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("public struct ProbeDTO {}\n".utf8).write(to: source)
        let before = try snapshot(root)
        let sut = try ScaffoldCommand(arguments: ["feature", "Probe", "--root", root.path], currentDirectory: here)
        #expect(throws: ScaffoldError("the repository declares ProbeDTO already: pick another name")) {
            try sut.run()
        }
        #expect(try snapshot(root) == before)
    }

    @Test func aMissingAnchor_writesNothing() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("// emptied\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        let before = try snapshot(root)
        let sut = try ScaffoldCommand(arguments: ["feature", "Probe", "--root", root.path], currentDirectory: here)
        #expect(throws: ScaffoldError.self) { try sut.run() }
        #expect(try snapshot(root) == before)
    }

    @Test func run_outsideTheRepository_writesNothing() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-repo-\(UUID())")
        let sut = try ScaffoldCommand(arguments: ["feature", "Probe", "--root", root.path], currentDirectory: here)
        #expect(throws: ScaffoldError.self) { try sut.run() }
        #expect(!FileManager.default.fileExists(atPath: root.path))
    }

    @Test func write_thatFailsHalfway_takesBackEveryWrite_andTheFoldersItMade() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("old\n".utf8).write(to: root.appendingPathComponent("e.txt"))
        let before = try snapshot(root)
        // The last path needs a folder where a file is: its write fails after the others succeeded.
        try Data().write(to: root.appendingPathComponent("z"))
        let sut = Scaffold(
            files: ["a/b/c.swift": "c", "d.swift": "d", "z/y.swift": "y"],
            edits: [ScaffoldEdit("e.txt", after: "old\n", insert: "new\n")], nextSteps: [])
        #expect(throws: ScaffoldError.self) { try sut.write(under: root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent("z"))
        #expect(try snapshot(root) == before)
    }

    @Test func theFormatter_runsOverTheSwiftFilesWritten() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(at: root) }
        // A stand-in formatter that records its arguments.
        let formatter = root.appendingPathComponent("fmt")
        try Data("#!/bin/sh\necho \"$@\" > \"$(dirname \"$0\")/formatted\"\n".utf8).write(to: formatter)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: formatter.path)
        let sut = try ScaffoldCommand(
            arguments: ["scene", "Probe", "--root", root.path, "--format-with", formatter.path],
            currentDirectory: here)
        let lines = try sut.run()
        let arguments = try String(contentsOf: root.appendingPathComponent("formatted"), encoding: .utf8)
        #expect(arguments.hasPrefix("format --in-place Packages/SnapFitPresentation/"))
        #expect(!lines.contains { $0.hasPrefix("(Not") })
    }
}

@Suite struct ScaffoldCommandNamesTests {
    private let here = URL(fileURLWithPath: "/work/repo")

    @Test(arguments: [
        ["feature", "Likes"], ["feature", "Setting"], ["feature", "SnapFitThings"],
        ["feature", "Probe", "--field", "row:text"], ["feature", "Probe", "--field", "a:int", "--field", "aRange:int"],
    ])
    func aNameOrFieldTheAppsOrTheCodeUse_isRefused(arguments: [String]) {
        #expect(throws: ScaffoldError.self) { try ScaffoldCommand(arguments: arguments, currentDirectory: here) }
    }
}
