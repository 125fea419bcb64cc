import Glibc
import Synchronization

/// An exclusive lock shared by every process that opens the same lock file (`flock`). Two acquisitions in one
/// process exclude each other too: each holds an open file of its own. The lock file also counts the changes made
/// under it, so a holder can tell whether anyone changed the guarded data since it last looked.
///
/// A released lock keeps its file open for the next acquisition, which saves an `open` and a `close` on every request
/// of a shared backend. A kept file that no longer has a name (deleted, or replaced by another) is closed, and the
/// path opened anew.
final class FileLock: Sendable {
    /// The lock file; created (empty, mode 0600) when missing.
    let path: String
    /// How long to wait for another holder before giving up.
    let timeout: Duration = .seconds(10)
    /// The lock file, open and not locked, kept for the next acquisition.
    private let spare = Mutex<Int32?>(nil)

    init(path: String) {
        self.path = path
    }

    deinit {
        if let descriptor = spare.withLock({ $0 }) { close(descriptor) }
    }

    /// Waits until the lock is free and takes it; throws `.busy` after `timeout`. It runs on the caller's actor, so a
    /// free lock is taken without leaving it: the backend's requests, which its actor runs one at a time from taking
    /// the lock to giving it back, never find it held by one another and wait only for another process.
    nonisolated(nonsending) func acquire() async throws(StateFileError) -> HeldFileLock {
        if let kept = spare.withLock({ $0.take() }) {
            let descriptor = try await locked(kept)
            if Self.isLinked(descriptor) { return HeldFileLock(descriptor: descriptor, owner: self) }
            close(descriptor)
        }
        return HeldFileLock(descriptor: try await locked(try openLockFile()), owner: self)
    }

    /// Takes the lock if it is free at once; throws `.busy` with `busy` as the detail when it is not.
    func acquireNow(busy: String) throws(StateFileError) -> HeldFileLock {
        let descriptor = try openLockFile()
        var status: Int32
        repeat {
            status = flock(descriptor, LOCK_EX | LOCK_NB)
        } while status != 0 && errno == EINTR
        guard status == 0 else {
            let failure = errno
            close(descriptor)
            throw StateFileError(
                path: path, problem: failure == EWOULDBLOCK ? .busy : .lockUnavailable,
                detail: failure == EWOULDBLOCK ? busy : Self.reason(failure))
        }
        return HeldFileLock(descriptor: descriptor, owner: self)
    }

    /// Unlocks `descriptor` and keeps it open for the next acquisition (closes it when one is kept already).
    fileprivate func release(_ descriptor: Int32) {
        flock(descriptor, LOCK_UN)
        let surplus = spare.withLock { kept -> Int32? in
            guard kept == nil else { return descriptor }
            kept = descriptor
            return nil
        }
        if let surplus { close(surplus) }
    }

    /// Locks `descriptor`, waiting for another holder until `timeout`; closes it when the lock cannot be had.
    private nonisolated(nonsending) func locked(_ descriptor: Int32) async throws(StateFileError) -> Int32 {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let failure = errno
            guard failure == EWOULDBLOCK || failure == EINTR, clock.now < deadline, !Task.isCancelled else {
                close(descriptor)
                let detail =
                    failure == EWOULDBLOCK
                    ? "another process has held its lock for more than \(timeout)" : Self.reason(failure)
                throw StateFileError(path: path, problem: .busy, detail: detail)
            }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return descriptor
    }

    private func openLockFile() throws(StateFileError) -> Int32 {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw StateFileError(
                path: path, problem: .lockUnavailable, detail: "cannot open the lock file: \(Self.reason(errno))")
        }
        return descriptor
    }

    /// Whether the file open as `descriptor` still has a name: one deleted or replaced by another has none, and
    /// another process opening the path would lock a different file.
    private static func isLinked(_ descriptor: Int32) -> Bool {
        var info = stat()
        return fstat(descriptor, &info) == 0 && info.st_nlink > 0
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// A lock taken by `FileLock.acquire()`; `release()` gives it back, once: a later call, or dropping it unreleased,
/// does nothing more (its file may meanwhile be another holder's).
final class HeldFileLock: Sendable {
    private let descriptor: Int32
    private let owner: FileLock
    private let isReleased = Atomic<Bool>(false)

    fileprivate init(descriptor: Int32, owner: FileLock) {
        self.descriptor = descriptor
        self.owner = owner
    }

    deinit {
        release()
    }

    func release() {
        guard !isReleased.exchange(true, ordering: .acquiringAndReleasing) else { return }
        owner.release(descriptor)
    }

    /// How many changes have been counted under this lock (0 for a new lock file).
    func generation() -> UInt64 {
        var value: UInt64 = 0
        return pread(descriptor, &value, MemoryLayout<UInt64>.size, 0) == MemoryLayout<UInt64>.size ? value : 0
    }

    /// Counts one more change and returns the new count. Call it before writing the change, so a holder killed in
    /// between makes the others read the data again rather than miss a change.
    func advanceGeneration() -> UInt64 {
        var next = generation() &+ 1
        _ = pwrite(descriptor, &next, MemoryLayout<UInt64>.size, 0)
        return next
    }
}
