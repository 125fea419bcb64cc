import Foundation

extension Scaffold {
    /// Takes a written scaffold back under `root`: its wiring out of every edited file (whatever the formatter did to
    /// its spacing) and its files deleted, with the folders they leave empty. Before the first change it refuses a
    /// wiring it cannot find, so it removes all or nothing.
    public func remove(under root: URL) throws(ScaffoldError) -> Changes {
        var reverted: [String: String] = [:]
        for edit in edits.reversed() {
            if reverted[edit.path] == nil {
                guard let contents = try? String(contentsOf: root.appendingPathComponent(edit.path), encoding: .utf8)
                else { throw ScaffoldError("cannot read \(edit.path), where the feature is wired in") }
                reverted[edit.path] = contents
            }
            reverted[edit.path] = try edit.revert(in: reverted[edit.path, default: ""])
        }
        let manager = FileManager.default
        let removed = files.keys.sorted().filter { manager.fileExists(atPath: root.appendingPathComponent($0).path) }
        guard !removed.isEmpty || !reverted.isEmpty else { throw ScaffoldError("there is nothing to remove") }
        for path in reverted.keys.sorted() {
            do {
                try Data(reverted[path, default: ""].utf8).write(
                    to: root.appendingPathComponent(path), options: .atomic)
            } catch {
                throw ScaffoldError("cannot write \(path): \(error.localizedDescription)")
            }
        }
        for path in removed {
            var url = root.appendingPathComponent(path)
            try? manager.removeItem(at: url)
            url.deleteLastPathComponent()
            while url.path.count > root.path.count,
                (try? manager.contentsOfDirectory(atPath: url.path))?.isEmpty == true
            {
                try? manager.removeItem(at: url)
                url.deleteLastPathComponent()
            }
        }
        return Changes(created: removed, edited: reverted.keys.sorted())
    }
}
