import Synchronization
import Testing

/// A clock that moves forward by `step` each time it is read, so measured durations are exact.
public final class StepClock: Clock {
    public struct Instant: InstantProtocol {
        public let offset: Duration

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let current = Mutex(Instant(offset: .zero))
    private let step: Duration

    public init(step: Duration) {
        self.step = step
    }

    public var now: Instant {
        current.withLock { instant in
            defer { instant = instant.advanced(by: step) }
            return instant
        }
    }

    public var minimumResolution: Duration { .nanoseconds(1) }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        Issue.record("StepClock.sleep(until:) was not expected")
    }
}
