import Foundation

/// `SnapFitScaffold scene|feature|remove-feature <Name> [--root DIR] [--format-with SWIFT_FORMAT]`: what to write (or
/// take back), where, and the formatter that gives the written Swift the repository's format.
public struct ScaffoldCommand: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case scene, feature
        case removeFeature = "remove-feature"
    }

    public static let usage =
        "usage: swift run SnapFitScaffold scene|feature|remove-feature <Name> [--root DIR] [--format-with SWIFT_FORMAT]"

    public let kind: Kind
    public let name: ScaffoldName
    public let root: URL
    /// The `swift-format` executable, if any.
    public let formatter: URL?

    /// Reads the arguments (without the program's name); the root defaults to `currentDirectory`.
    public init(arguments: [String], currentDirectory: URL) throws(ScaffoldError) {
        var rest = arguments
        func folder(after flag: String) throws(ScaffoldError) -> URL? {
            guard let index = rest.firstIndex(of: flag) else { return nil }
            guard index + 1 < rest.count else { throw ScaffoldError("\(flag) needs a path\n" + Self.usage) }
            let path = rest[index + 1]
            rest.removeSubrange(index...(index + 1))
            return (path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path))
                .standardizedFileURL
        }
        root = try folder(after: "--root") ?? currentDirectory
        formatter = try folder(after: "--format-with")
        guard rest.count == 2, let kind = Kind(rawValue: rest[0]) else { throw ScaffoldError(Self.usage) }
        self.kind = kind
        name = try ScaffoldName(rest[1])
    }

    /// The files this command writes.
    public var scaffold: Scaffold {
        switch kind {
        case .scene: SceneTemplate(name: name).scaffold
        case .feature, .removeFeature: FeatureTemplate(name: name).scaffold
        }
    }

    /// Writes the files under the root, after checking it is the SnapFit repository, and formats the Swift ones;
    /// returns the lines to print.
    public func run() throws(ScaffoldError) -> [String] {
        let manifest = root.appendingPathComponent("Packages/SnapFitDomain/Package.swift").path
        guard FileManager.default.fileExists(atPath: manifest) else {
            throw ScaffoldError("\(root.path) is not the SnapFit repository (no Packages/SnapFitDomain)")
        }
        let scaffold = scaffold
        switch kind {
        case .scene, .feature:
            let changes = try scaffold.write(under: root)
            return scaffold.report(changes, title: "Created the \(name.upper) \(kind.rawValue):") + format(changes)
        case .removeFeature:
            let changes = try scaffold.remove(under: root)
            let unwired = changes.edited.isEmpty ? [] : ["Unwired from:"] + changes.edited.map { "  " + $0 }
            let removed = ["Removed the \(name.upper) feature:"] + changes.created.map { "  " + $0 }
            let note =
                "Data files written while it was in (a DEV home, a sandbox's --data-file) have a newer data schema "
                + "than this build: run `snapfit dev reset` for DEV, and give the sandbox a new file."
            return removed + unwired + [note] + format(Scaffold.Changes(created: [], edited: changes.edited))
        }
    }

    /// Runs the formatter over the Swift files written; a formatter that is missing or fails is reported, not
    /// fatal, since the files are written and compile.
    private func format(_ changes: Scaffold.Changes) -> [String] {
        let swift = (changes.created + changes.edited).filter { $0.hasSuffix(".swift") }
        guard let formatter, !swift.isEmpty else {
            return ["(Not formatted: run `swift format format --in-place` on the files above.)"]
        }
        let process = Process()
        process.executableURL = formatter
        process.currentDirectoryURL = root
        process.arguments = ["format", "--in-place"] + swift
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            return ["(Not formatted: \(formatter.path) did not run.)"]
        }
        return process.terminationStatus == 0 ? [] : ["(Not fully formatted: swift-format said why above.)"]
    }
}
