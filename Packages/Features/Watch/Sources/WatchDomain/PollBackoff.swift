import SnapFitDomain

/// When a watch polls next: soon after a change, later and later while nothing changes or the server cannot be
/// reached, and never exactly in step with other watchers (jitter).
public struct PollBackoff: Sendable, Equatable {
    /// 2 s after a change, doubling while quiet up to 30 s; each wait is then moved by up to 20% either way.
    public static let standard = PollBackoff(shortest: .seconds(2), longest: .seconds(30), jitter: 0.2)

    public let shortest: Duration
    public let longest: Duration
    /// The largest share of a wait that jitter adds or takes away, in 0...0.5.
    public let jitter: Double

    /// Settings that would poll without pause are brought into range: the shortest wait is at least 100 ms, the
    /// longest no shorter than it, and jitter at most half a wait.
    public init(shortest: Duration, longest: Duration, jitter: Double) {
        self.shortest = max(shortest, .milliseconds(100))
        self.longest = max(self.shortest, longest)
        self.jitter = min(max(jitter, 0), 0.5)
    }

    /// The wait after `quietPolls` polls in a row that changed nothing or failed (0 right after a change), moved by
    /// `draw`, a random number in 0..<1 (0.5 moves it not at all).
    public func delay(afterQuietPolls quietPolls: Int, draw: Double) -> Duration {
        let doublings = min(max(quietPolls, 0), 16)
        let base = min(shortest * (1 << doublings), longest)
        let perMille = Int(((1 + jitter * (2 * min(max(draw, 0), 1) - 1)) * 1000).rounded())
        return base * perMille / 1000
    }
}
