/// At most one redraw per interval, as the coin viewer redraws its lists every 0.5 s and its trades every second:
/// an update that comes sooner is held for the rest of the interval.
public struct RedrawThrottle: Sendable, Equatable {
    /// For lists.
    public static let list = RedrawThrottle(interval: .milliseconds(500))
    /// For a single figure.
    public static let figure = RedrawThrottle(interval: .seconds(1))

    public let interval: Duration
    private var lastDraw: Duration?

    public init(interval: Duration) {
        self.interval = interval
    }

    /// How long a redraw due at `now` waits: zero when the last one was `interval` ago or more.
    public func wait(at now: Duration) -> Duration {
        guard let lastDraw else { return .zero }
        return max(.zero, lastDraw + interval - now)
    }

    public mutating func drew(at now: Duration) {
        lastDraw = now
    }
}
