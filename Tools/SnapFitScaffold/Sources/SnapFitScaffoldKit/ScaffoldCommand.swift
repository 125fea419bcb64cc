import Foundation

/// `SnapFitScaffold scene|feature <Name> [--root DIR]`: what to write, and where.
public struct ScaffoldCommand: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case scene, feature
    }

    public static let usage = "usage: swift run SnapFitScaffold scene|feature <Name> [--root DIR]"

    public let kind: Kind
    public let name: ScaffoldName
    public let root: URL

    /// Reads the arguments (without the program's name); the root defaults to `currentDirectory`.
    public init(arguments: [String], currentDirectory: URL) throws(ScaffoldError) {
        var rest = arguments
        var root = currentDirectory
        if let flag = rest.firstIndex(of: "--root") {
            guard flag + 1 < rest.count else { throw ScaffoldError("--root needs a folder\n" + Self.usage) }
            let folder = rest[flag + 1]
            root =
                (folder.hasPrefix("/") ? URL(fileURLWithPath: folder) : currentDirectory.appendingPathComponent(folder))
                .standardizedFileURL
            rest.removeSubrange(flag...(flag + 1))
        }
        guard rest.count == 2, let kind = Kind(rawValue: rest[0]) else { throw ScaffoldError(Self.usage) }
        self.kind = kind
        name = try ScaffoldName(rest[1])
        self.root = root
    }

    /// The files this command writes.
    public var scaffold: Scaffold {
        switch kind {
        case .scene: SceneTemplate(name: name).scaffold
        case .feature: FeatureTemplate(name: name).scaffold
        }
    }

    /// Writes the files under the root, after checking it is the SnapFit repository; returns the lines to print.
    public func run() throws(ScaffoldError) -> [String] {
        let manifest = root.appendingPathComponent("Packages/SnapFitDomain/Package.swift").path
        guard FileManager.default.fileExists(atPath: manifest) else {
            throw ScaffoldError("\(root.path) is not the SnapFit repository (no Packages/SnapFitDomain)")
        }
        let scaffold = scaffold
        let written = try scaffold.write(under: root)
        return scaffold.report(written: written, title: "Created the \(name.upper) \(kind.rawValue):")
    }
}
