import SnapFitNetworking
import Synchronization

/// A `Sleeper` that returns at once and records every delay it was asked for; it can throw instead.
final class SpySleeper: Sleeper {
    private let asked = Mutex<[Duration]>([])
    private let error: (any Error)?

    init(throwing error: (any Error)? = nil) {
        self.error = error
    }

    var delays: [Duration] { asked.withLock { $0 } }

    func sleep(for duration: Duration) async throws {
        asked.withLock { $0.append(duration) }
        if let error { throw error }
    }
}
