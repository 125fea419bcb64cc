import Foundation

/// `SnapFitScaffold scene <Name> | feature <Name> [--field name:kind]... | remove-feature <Name> [--force]`, each with
/// `[--root DIR] [--format-with SWIFT_FORMAT]`: what to write (or take back), where, and the formatter that gives the
/// written Swift the repository's format.
public struct ScaffoldCommand: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case scene, feature
        case removeFeature = "remove-feature"
    }

    public static let usage = """
        usage: SnapFitScaffold scene <Name>
               SnapFitScaffold feature <Name> [--field name:kind]...   (kind: text, int, date or bool)
               SnapFitScaffold remove-feature <Name> [--force]
               each with [--root DIR] [--format-with SWIFT_FORMAT]
        """

    /// The first words of the apps' own commands and web addresses, which a feature's `<kebab>` would shadow.
    private static let takenWords: Set<String> = [
        "cancel", "clear", "completion", "dev", "exit", "help", "home", "like", "likes", "locations", "login",
        "logout", "maker", "me", "more", "next", "photos", "prev", "product", "products", "profile", "quit",
        "reservation", "reservations", "reserve", "search", "set", "settings", "signup", "step", "unlike", "vibes",
        "watch", "withdraw", "healthz", "storage", "api", "snapfit",
    ]

    public let kind: Kind
    public let name: ScaffoldName
    /// A feature's fields (`title:text` when none is given).
    public let fields: [FeatureField]
    /// Whether `remove-feature` removes a feature changed since it was made.
    public let force: Bool
    public let root: URL
    /// The `swift-format` executable, if any.
    public let formatter: URL?

    /// Reads the arguments (without the program's name); the root defaults to `currentDirectory`.
    public init(arguments: [String], currentDirectory: URL) throws(ScaffoldError) {
        var rest = arguments
        func value(after flag: String) throws(ScaffoldError) -> String? {
            guard let index = rest.firstIndex(of: flag) else { return nil }
            guard index + 1 < rest.count else { throw ScaffoldError("\(flag) needs a value\n" + Self.usage) }
            let value = rest[index + 1]
            rest.removeSubrange(index...(index + 1))
            return value
        }
        func folder(after flag: String) throws(ScaffoldError) -> URL? {
            try value(after: flag).map { path in
                (path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path))
                    .standardizedFileURL
            }
        }
        root = try folder(after: "--root") ?? currentDirectory
        formatter = try folder(after: "--format-with")
        var fields: [FeatureField] = []
        while let spec = try value(after: "--field") { fields.append(try FeatureField(spec)) }
        force = rest.contains("--force")
        rest.removeAll { $0 == "--force" }
        guard rest.count == 2, let kind = Kind(rawValue: rest[0]) else { throw ScaffoldError(Self.usage) }
        guard fields.isEmpty || kind == .feature else { throw ScaffoldError("--field is for new-feature only") }
        guard !force || kind == .removeFeature else { throw ScaffoldError("--force is for remove-feature only") }
        if let twice = Dictionary(grouping: fields, by: \.name).first(where: { $0.value.count > 1 })?.key {
            throw ScaffoldError("the field '\(twice)' is given twice")
        }
        let names = Set(fields.map(\.name))
        if let clash = fields.first(where: { names.contains($0.name + "Length") || names.contains($0.name + "Range") })
        {
            throw ScaffoldError("the field '\(clash.name)' would clash with its neighbour's rule: rename one")
        }
        self.kind = kind
        self.fields = fields
        name = try ScaffoldName(rest[1])
        guard kind != .feature || !Self.takenWords.contains(name.plural.kebab) else {
            throw ScaffoldError(
                "'\(name.plural.kebab)' is a command or a page of the apps already: pick another name")
        }
    }

    /// Writes (or removes) the files under the root, after checking it is the SnapFit repository, and formats the
    /// Swift ones; returns the lines to print.
    public func run() throws(ScaffoldError) -> [String] {
        let manifest = root.appendingPathComponent("Packages/SnapFitDomain/Package.swift").path
        guard FileManager.default.fileExists(atPath: manifest) else {
            throw ScaffoldError("\(root.path) is not the SnapFit repository (no Packages/SnapFitDomain)")
        }
        switch kind {
        case .scene:
            let scaffold = SceneTemplate(name: name).scaffold
            let changes = try scaffold.write(under: root)
            return scaffold.report(changes, title: "Created the \(name.upper) scene:") + format(changes.created)
        case .feature:
            let scaffold = FeatureTemplate(name: name, fields: fields).scaffold
            let changes = try scaffold.write(under: root)
            let formatted = format(changes.created)
            let folder = "Packages/Features/\(name.plural.upper)/"
            let written = changes.created.filter { $0.hasPrefix(folder) }.map { String($0.dropFirst(folder.count)) }
            let sums = ScaffoldSums(of: written, in: root.appendingPathComponent(folder))
            let sumsFile = root.appendingPathComponent(folder + ScaffoldSums.fileName)
            do {
                try Data(sums.text.utf8).write(to: sumsFile, options: .atomic)
            } catch {
                throw ScaffoldError("wrote the feature, but not \(folder)\(ScaffoldSums.fileName): \(error)")
            }
            return scaffold.report(changes, title: "Created the \(name.plural.upper) feature:") + formatted
        case .removeFeature:
            return try FeatureRemoval(root: root, name: name.plural.upper, force: force).run()
        }
    }

    /// Runs the formatter over the Swift files written; a formatter that is missing or fails is reported, not
    /// fatal, since the files are written and compile.
    private func format(_ files: [String]) -> [String] {
        let swift = files.filter { $0.hasSuffix(".swift") }
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
