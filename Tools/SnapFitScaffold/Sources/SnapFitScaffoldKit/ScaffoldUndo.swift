import Foundation

/// Writes files under a root and remembers how to take each write back: a created file and the folders made for it
/// are removed, an edited file gets its old contents again.
struct ScaffoldUndo {
    private let root: URL
    private var steps: [() -> Void] = []

    init(root: URL) {
        self.root = root
    }

    /// Creates `path` with `contents`, and the folders it needs.
    mutating func create(_ path: String, contents: String) throws {
        let url = root.appendingPathComponent(path)
        var topmostNew: URL?
        var folder = url.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.path) {
            topmostNew = folder
            folder = folder.deletingLastPathComponent()
        }
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let topmostNew { steps.append { try? FileManager.default.removeItem(at: topmostNew) } }
        try Data(contents.utf8).write(to: url, options: .withoutOverwriting)
        steps.append { try? FileManager.default.removeItem(at: url) }
    }

    /// Replaces the contents of `path`, which exists.
    mutating func replace(_ path: String, contents: String) throws {
        let url = root.appendingPathComponent(path)
        let old = try Data(contentsOf: url)
        try Data(contents.utf8).write(to: url, options: .atomic)
        steps.append { try? old.write(to: url, options: .atomic) }
    }

    /// Takes every write back, the last first.
    func run() {
        for step in steps.reversed() { step() }
    }
}
