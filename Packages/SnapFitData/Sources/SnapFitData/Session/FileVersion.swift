import Foundation

/// Which version of a small file is on disk, told without reading it: its inode, size and modification time.
struct FileVersion: Equatable, Sendable {
    private let inode: Int?
    private let size: Int?
    private let modified: Date?

    /// `nil` when nothing is at `url`.
    init?(of url: URL) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return nil }
        inode = attributes[.systemFileNumber] as? Int
        size = attributes[.size] as? Int
        modified = attributes[.modificationDate] as? Date
    }
}
