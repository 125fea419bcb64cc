import Foundation

/// Reads the real repository: its root found from this file's own path, its manifests, and the `.swift`
/// files the rules cover. The only part of the architecture check that touches the file system.
enum RepositoryTree {
    /// `Tests/ArchitectureTests/Tree/RepositoryTree.swift` → the folder holding the root `Package.swift`.
    static func root() -> URL {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }

    /// The root `Package.swift`, every `Packages/*/Package.swift`, and every `.swift` file under
    /// `Packages/*/Sources`, `Packages/*/TestSupport`, `Packages/*/Tests`, `Apps/` and `Tools/`, build folders
    /// excluded.
    static func files(under root: URL) throws -> [SourceFile] {
        let fileManager = FileManager.default
        let packages =
            try fileManager.contentsOfDirectory(atPath: root.appendingPathComponent("Packages").path)
            .filter { !$0.hasPrefix(".") && $0 != "Features" }
            .sorted() + features(under: root).map { "Features/\($0)" }
        let manifests = ["Package.swift"] + packages.map { "Packages/\($0)/Package.swift" }
        let packageFolders = packages.flatMap { package in
            ["Sources", "TestSupport", "Tests"].map { "Packages/\(package)/\($0)" }
        }
        let folders = packageFolders + ["Apps", "Tools"]
        let sources = folders.flatMap { swiftFiles(in: $0, under: root) }
        return try (manifests.filter { fileManager.fileExists(atPath: root.appendingPathComponent($0).path) } + sources)
            .map {
                SourceFile(path: $0, text: try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
            }
    }

    /// The feature packages, by folder name under `Packages/Features/`.
    static func features(under root: URL) -> [String] {
        let folder = root.appendingPathComponent("Packages/Features").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }
            .sorted()
    }

    /// Relative paths of the `.swift` files under `folder`, skipping hidden and `.build*` folders.
    private static func swiftFiles(in folder: String, under root: URL) -> [String] {
        let base = root.appendingPathComponent(folder).path
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let components = relative.split(separator: "/")
            guard !components.contains(where: { $0.hasPrefix(".") }) else { continue }
            if relative.hasSuffix(".swift") { paths.append("\(folder)/\(relative)") }
        }
        return paths.sorted()
    }
}
