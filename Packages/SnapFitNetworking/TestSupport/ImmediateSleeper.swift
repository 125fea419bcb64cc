import SnapFitNetworking

/// A `Sleeper` that returns at once, so retries in tests never wait for real.
public struct ImmediateSleeper: Sleeper {
    public init() {}

    public func sleep(for duration: Duration) async throws {}
}
