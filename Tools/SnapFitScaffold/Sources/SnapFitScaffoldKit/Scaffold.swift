import Foundation

/// New files and edits of existing ones, by path relative to the repository root, and what to do once they are
/// written.
public struct Scaffold: Sendable {
    public let files: [String: String]
    public let edits: [ScaffoldEdit]
    public let nextSteps: [String]

    public init(files: [String: String], edits: [ScaffoldEdit] = [], nextSteps: [String]) {
        self.files = files
        self.edits = edits
        self.nextSteps = nextSteps
    }

    /// What a write changed: the files it created and the files it edited, each sorted.
    public struct Changes: Sendable, Equatable {
        public let created: [String]
        public let edited: [String]
    }

    /// Writes every file and makes every edit under `root`, or none. Before the first write it refuses a file that
    /// exists, a type the repository declares already, and an edit whose anchor is gone or whose feature is there;
    /// a write that fails takes back the writes before it.
    public func write(under root: URL) throws(ScaffoldError) -> Changes {
        let created = files.keys.sorted()
        let manager = FileManager.default
        if let taken = created.first(where: { manager.fileExists(atPath: root.appendingPathComponent($0).path) }) {
            throw ScaffoldError("\(taken) exists already: pick another name, or remove the earlier files")
        }
        let clashes = DeclaredTypes.names(in: files.values.joined(separator: "\n"))
            .intersection(DeclaredTypes.names(inRepository: root))
        if !clashes.isEmpty {
            throw ScaffoldError(
                "the repository declares \(clashes.sorted().joined(separator: ", ")) already: pick another name")
        }
        let edited = try editedFiles(under: root)
        var undo = ScaffoldUndo(root: root)
        do {
            for path in edited.keys.sorted() { try undo.replace(path, contents: edited[path, default: ""]) }
            for path in created { try undo.create(path, contents: files[path, default: ""]) }
        } catch {
            undo.run()
            throw ScaffoldError("nothing was written: \(error.localizedDescription)")
        }
        return Changes(created: created, edited: edited.keys.sorted())
    }

    /// The edited files' new contents, by path, every edit made in memory.
    private func editedFiles(under root: URL) throws(ScaffoldError) -> [String: String] {
        var edited: [String: String] = [:]
        for edit in edits {
            if edited[edit.path] == nil {
                let url = root.appendingPathComponent(edit.path)
                guard let contents = try? String(contentsOf: url, encoding: .utf8) else {
                    throw ScaffoldError("cannot read \(edit.path), where the feature is wired in")
                }
                edited[edit.path] = contents
            }
            edited[edit.path] = try edit.apply(to: edited[edit.path, default: ""])
        }
        return edited
    }

    /// What is printed after writing: the files created and edited, then the next steps, numbered.
    public func report(_ changes: Changes, title: String) -> [String] {
        let edited = changes.edited.isEmpty ? [] : ["Wired into:"] + changes.edited.map { "  " + $0 }
        return [title] + changes.created.map { "  " + $0 } + edited + ["Next:"]
            + nextSteps.enumerated().map { "  \($0.offset + 1). \($0.element)" }
    }

}
