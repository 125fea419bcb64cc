import Foundation
import Glibc

/// Where a data file really is, and what it leaves beside itself.
enum DataFilePath {
    /// `path`, or the file a symbolic link at `path` leads to, so a link is written through and never replaced
    /// by a regular file. A link whose target is missing resolves to that target.
    static func resolved(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return path }
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return path }
        return target.hasPrefix("/") ? target : parent(of: path) + "/" + target
    }

    /// Removes the temporary files that a process killed mid-write left beside `path` (`<name>.tmp-*`) and in
    /// `folder`. Call it only while no other process can be writing them.
    static func removeLeftovers(of path: String, andIn folder: String?) {
        let directory = parent(of: path)
        let prefix = (path as NSString).lastPathComponent + ".tmp-"
        let files = FileManager.default
        for name in (try? files.contentsOfDirectory(atPath: directory)) ?? [] where name.hasPrefix(prefix) {
            try? files.removeItem(atPath: directory + "/" + name)
        }
        guard let folder else { return }
        for name in (try? files.contentsOfDirectory(atPath: folder)) ?? [] where name.contains(".tmp-") {
            try? files.removeItem(atPath: folder + "/" + name)
        }
    }

    /// The folder that holds `path` (`.` for a bare file name).
    private static func parent(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}
