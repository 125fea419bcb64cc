import Glibc

/// A failed `AtomicFile.write`: which step failed, on which path, and the system's reason.
public struct AtomicFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The step that failed, e.g. `open`, `write`, `fsync`, `rename`.
    public let operation: String
    public let path: String
    public let errno: Int32

    public init(operation: String, path: String, errno: Int32) {
        self.operation = operation
        self.path = path
        self.errno = errno
    }

    public var description: String {
        "cannot write \(path) atomically: \(operation) failed: \(String(cString: strerror(errno)))"
    }
}
