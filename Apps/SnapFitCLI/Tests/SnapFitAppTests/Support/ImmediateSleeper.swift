import SnapFitNetworking

/// A `Sleeper` that returns at once, so REAL-phase retries in tests never wait for real.
struct ImmediateSleeper: Sleeper {
    func sleep(for duration: Duration) async throws {}
}
