import Glibc
import Synchronization

/// Tells the accept loop and idle connections that the server is stopping. It is a pipe that becomes
/// readable, so a thread blocked in `poll` wakes up; nobody reads it, so it stays readable for everyone.
final class StopSignal: Sendable {
    /// The end threads add to their `poll` set.
    let readDescriptor: Int32
    private let writeDescriptor: Int32
    private let fired = Mutex(false)

    init() throws(HTTPServerError) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw .socketFailed(operation: "pipe", errno: errno) }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, O_NONBLOCK)
        }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
    }

    /// Whether `fire()` was called.
    var isFired: Bool { fired.withLock { $0 } }

    /// Wakes every thread polling `readDescriptor`, now and later.
    func fire() {
        let first = fired.withLock { wasFired in
            defer { wasFired = true }
            return !wasFired
        }
        guard first else { return }
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)
    }

    /// Releases the pipe; call once no thread polls it any more.
    func close() {
        _ = Glibc.close(readDescriptor)
        _ = Glibc.close(writeDescriptor)
    }
}
