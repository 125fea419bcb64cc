import Glibc

/// Tells most versions of a file apart without reading it: inode, size and modification time. It can be fooled
/// (inodes are reused by atomic renames and times are coarse), so a file shared by several processes is also checked
/// against the change count its lock keeps.
struct FileStamp: Sendable, Equatable {
    private let device: UInt64
    private let inode: UInt64
    let size: Int64
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
