import Foundation

/// Finds programs the way a shell does: the first executable file of that name in a `PATH` folder.
enum Executable {
    static func find(_ name: String, path: String?) -> String? {
        let folders = (path ?? "").split(separator: ":").map(String.init)
        return folders.lazy.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The first of `names` found.
    static func find(anyOf names: [String], path: String?) -> String? {
        names.lazy.compactMap { find($0, path: path) }.first
    }
}
