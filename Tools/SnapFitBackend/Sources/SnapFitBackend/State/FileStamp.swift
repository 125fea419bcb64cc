import Glibc

/// Tells one version of a file from another without reading it: every atomic save renames a new file into place,
/// so the inode changes, and the size and modification time usually change too.
struct FileStamp: Sendable, Equatable {
    private let device: UInt64
    private let inode: UInt64
    private let size: Int64
    private let seconds: Int
    private let nanoseconds: Int

    /// The stamp of the file at `path`, or `nil` when it does not exist.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        seconds = info.st_mtim.tv_sec
        nanoseconds = info.st_mtim.tv_nsec
    }
}
