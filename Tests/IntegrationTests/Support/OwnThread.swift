import Foundation

/// Runs blocking work (waiting for a child process, reading its pipe or terminal) on a thread of its own. Swift's
/// cooperative pool has a thread per core, and every other test and the in-process servers' handlers share it:
/// a test that blocks one of its threads for seconds starves them all.
enum OwnThread {
    static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: body()) }.start()
        }
    }
}
