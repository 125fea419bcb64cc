/// Measures durations on an injected clock, so the provider need not be generic over it.
struct Stopwatch: Sendable {
    /// Starts a measurement; calling the returned closure reads the time elapsed since.
    let start: @Sendable () -> @Sendable () -> Duration

    init<C: Clock<Duration>>(clock: C) {
        start = {
            let started = clock.now
            return { started.duration(to: clock.now) }
        }
    }
}
