import Foundation

/// A set of new files, by path relative to the repository root, and what to do once they are written.
public struct Scaffold: Sendable {
    public let files: [String: String]
    public let nextSteps: [String]

    public init(files: [String: String], nextSteps: [String]) {
        self.files = files
        self.nextSteps = nextSteps
    }

    /// Writes every file under `root`, or none: an existing file stops it before the first write, and a file that
    /// cannot be written takes back those written before it. Returns the paths written, in order.
    public func write(under root: URL) throws(ScaffoldError) -> [String] {
        let paths = files.keys.sorted()
        let manager = FileManager.default
        if let taken = paths.first(where: { manager.fileExists(atPath: root.appendingPathComponent($0).path) }) {
            throw ScaffoldError("\(taken) exists already: pick another name, or remove the earlier files")
        }
        var written: [URL] = []
        for path in paths {
            let url = root.appendingPathComponent(path)
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(files[path, default: ""].utf8).write(to: url, options: .withoutOverwriting)
                written.append(url)
            } catch {
                for url in written { try? manager.removeItem(at: url) }
                throw ScaffoldError("cannot write \(path): \(error.localizedDescription)")
            }
        }
        return paths
    }

    /// What is printed after writing: the files, then the next steps, numbered.
    public func report(written: [String], title: String) -> [String] {
        [title] + written.map { "  " + $0 } + ["Next:"]
            + nextSteps.enumerated().map { "  \($0.offset + 1). \($0.element)" }
    }
}
