import Foundation
import Glibc

/// A large request body on its way in, kept in a temporary file instead of memory: the file is unlinked as soon as
/// it is made, so it lives only as long as its descriptor, and the whole body is handed on mapped from it. A
/// connection holds one at a time and `discard()`s it if the client goes away mid-body.
struct BodySpool: Sendable {
    /// Bodies declared larger than this are spooled.
    static let threshold = 256 << 10

    private let descriptor: Int32
    /// The bytes written so far.
    private(set) var count = 0

    /// A new spool in the system's temporary folder, or `nil` when no file can be made there (the body is then
    /// kept in memory, as a smaller one is).
    init?() {
        var template = Array((NSTemporaryDirectory() + "/snapfit-body-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        self.descriptor = descriptor
    }

    /// Appends `bytes`; false when the file cannot take them (a full disk).
    mutating func write(_ bytes: ArraySlice<UInt8>) -> Bool {
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let result = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if result < 0, errno == EINTR { continue }
                guard result > 0 else { return false }
                offset += result
            }
            return true
        }
        if written { count += bytes.count }
        return written
    }

    /// The whole body, mapped from the file (which goes away with the last copy of the data); the spool is spent.
    func finish() -> Data? {
        defer { close(descriptor) }
        guard count > 0 else { return Data() }
        guard let mapped = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED else {
            return nil
        }
        return Data(bytesNoCopy: mapped, count: count, deallocator: .custom { _ = munmap($0, $1) })
    }

    /// Drops the body: the file goes away.
    func discard() {
        close(descriptor)
    }
}
