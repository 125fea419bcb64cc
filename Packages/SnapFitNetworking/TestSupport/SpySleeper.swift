import SnapFitNetworking
import Synchronization

/// A `Sleeper` that returns at once and records every delay it was asked for; it can throw instead.
public final class SpySleeper: Sleeper {
    private let asked = Mutex<[Duration]>([])
    private let error: (any Error)?

    public init(throwing error: (any Error)? = nil) {
        self.error = error
    }

    public var delays: [Duration] { asked.withLock { $0 } }

    public func sleep(for duration: Duration) async throws {
        asked.withLock { $0.append(duration) }
        if let error { throw error }
    }
}
