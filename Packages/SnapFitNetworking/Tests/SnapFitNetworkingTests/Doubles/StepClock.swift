import Synchronization
import Testing

/// A clock that moves forward by `step` each time it is read, so measured durations are exact.
final class StepClock: Clock {
    struct Instant: InstantProtocol {
        let offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let current = Mutex(Instant(offset: .zero))
    private let step: Duration

    init(step: Duration) {
        self.step = step
    }

    var now: Instant {
        current.withLock { instant in
            defer { instant = instant.advanced(by: step) }
            return instant
        }
    }

    var minimumResolution: Duration { .nanoseconds(1) }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        Issue.record("StepClock.sleep(until:) was not expected")
    }
}
