import Foundation
import Glibc

/// Crash-safe file replacement: a reader sees either the old content or the new, never a torn file.
public enum AtomicFile {
    /// Writes to a temp file in the same directory, fsyncs it, renames over `path`, fsyncs the directory.
    /// The result has mode 0600 (it may hold tokens). The parent directory must already exist.
    public static func write(_ data: Data, to path: String) throws {
        let directory = parentDirectory(of: path)
        let temporaryPath = "\(path).tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw AtomicFileError(operation: "open", path: temporaryPath, errno: Glibc.errno)
        }
        do {
            defer { close(descriptor) }
            try writeAll(data, to: descriptor, path: temporaryPath)
            guard fsync(descriptor) == 0 else {
                throw AtomicFileError(operation: "fsync", path: temporaryPath, errno: Glibc.errno)
            }
        } catch {
            unlink(temporaryPath)
            throw error
        }
        guard rename(temporaryPath, path) == 0 else {
            let failure = AtomicFileError(operation: "rename", path: path, errno: Glibc.errno)
            unlink(temporaryPath)
            throw failure
        }
        try syncDirectory(directory)
    }

    /// Appends `data` to the file at `path` (created with mode 0600 when missing) and fsyncs it; returns the file's
    /// size after. When any step fails, the file is cut back to its size before, so no part of `data` stays. A new
    /// file's directory entry is not synced here: see `syncDirectory(of:)`.
    static func append(_ data: Data, to path: String) throws -> Int {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw AtomicFileError(operation: "open", path: path, errno: Glibc.errno) }
        defer { close(descriptor) }
        let before = lseek(descriptor, 0, SEEK_END)
        guard before >= 0 else { throw AtomicFileError(operation: "lseek", path: path, errno: Glibc.errno) }
        do {
            try writeAll(data, to: descriptor, path: path)
            guard fsync(descriptor) == 0 else {
                throw AtomicFileError(operation: "fsync", path: path, errno: Glibc.errno)
            }
        } catch {
            _ = ftruncate(descriptor, before)
            throw error
        }
        return Int(before) + data.count
    }

    /// Fsyncs the directory that holds `path`, so a file created there survives a crash.
    static func syncDirectory(of path: String) throws {
        try syncDirectory(parentDirectory(of: path))
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if Glibc.errno == EINTR { continue }
                    throw AtomicFileError(operation: "write", path: path, errno: Glibc.errno)
                }
                offset += written
            }
        }
    }

    private static func syncDirectory(_ directory: String) throws {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw AtomicFileError(operation: "open directory", path: directory, errno: Glibc.errno)
        }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else {
            throw AtomicFileError(operation: "fsync directory", path: directory, errno: Glibc.errno)
        }
    }

    private static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
