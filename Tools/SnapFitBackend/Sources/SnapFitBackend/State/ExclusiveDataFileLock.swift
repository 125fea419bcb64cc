import Synchronization

/// Keeps a data file to one server process for as long as it is held: a second sandbox on the same file is refused
/// at start, and a DEV process using it waits and then reports the file busy. Released by `release()` or when the
/// process ends, however it ends.
public final class ExclusiveDataFileLock: Sendable {
    private let held: Mutex<HeldFileLock?>

    private init(_ lock: HeldFileLock) {
        held = Mutex(lock)
    }

    /// Takes the lock of `dataFile` (the one `Backend.Sharing.shared` uses), without waiting.
    /// Throws `.busy` when another process, or another holder in this one, has it.
    public static func take(for dataFile: String) throws(StateFileError) -> ExclusiveDataFileLock {
        let lock = FileLock(path: DataFilePath.resolved(dataFile) + ".lock")
        do {
            return ExclusiveDataFileLock(
                try lock.acquireNow(busy: "another snapfit-sandbox or DEV process is using it"))
        } catch {
            throw StateFileError(path: dataFile, problem: error.problem, detail: error.detail)
        }
    }

    /// Gives the lock back; later calls do nothing.
    public func release() {
        held.withLock { lock in
            lock?.release()
            lock = nil
        }
    }
}
