/// The time a watch polls and redraws by: the real clock in an app, a test's own clock in tests, so that nothing
/// waits for real there.
public struct WatchClock: Sendable {
    /// The time since the clock was made.
    public let now: @Sendable () -> Duration
    /// Waits `duration`; throws when the task is cancelled meanwhile.
    public let sleep: @Sendable (Duration) async throws -> Void

    public init<C: Clock<Duration> & Sendable>(_ clock: C) {
        let origin = clock.now
        now = { origin.duration(to: clock.now) }
        sleep = { try await clock.sleep(for: $0) }
    }

    /// The process's monotonic clock.
    public static var continuous: WatchClock { WatchClock(ContinuousClock()) }
}
