import SnapFitDomain

/// Reads something again and again, as a server without a push channel allows: reports the first reading and every
/// change, says once when the server cannot be reached, and carries on by itself until the task is cancelled.
public struct Poller<Snapshot: Sendable & Equatable>: Sendable {
    public typealias Read = @Sendable () async throws(DomainError) -> Snapshot

    private let read: Read
    private let backoff: PollBackoff
    private let clock: WatchClock
    private let draw: @Sendable () -> Double

    /// `draw` gives the jitter's random numbers in 0..<1.
    public init(
        backoff: PollBackoff = .standard, clock: WatchClock,
        draw: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }, read: @escaping Read
    ) {
        self.read = read
        self.backoff = backoff
        self.clock = clock
        self.draw = draw
    }

    /// Polls until the task is cancelled, then returns. Throws what polling again cannot mend: a sign-in that is
    /// needed, a product that is gone, an account that is not a maker's. Runs, and reports, on the caller's actor.
    public nonisolated(nonsending) func run(
        report: nonisolated(nonsending) (WatchEvent<Snapshot>) async -> Void
    ) async throws(DomainError) {
        var last: Snapshot?
        var isLost = false
        var quietPolls = 0
        while !Task.isCancelled {
            let wait: Duration
            do throws(DomainError) {
                let snapshot = try await read()
                let changed = snapshot != last || isLost
                quietPolls = changed ? 0 : quietPolls + 1
                wait = delay(quietPolls)
                if changed { await report(.update(snapshot, previous: last, resumed: isLost, nextPoll: wait)) }
                (last, isLost) = (snapshot, false)
            } catch {
                guard !Task.isCancelled, error != .cancelled else { return }
                guard error.isConnectionLoss else { throw error }
                quietPolls += 1
                wait = delay(quietPolls)
                if !isLost { await report(.lost(error, nextPoll: wait)) }
                isLost = true
            }
            do {
                try await clock.sleep(wait)
            } catch {
                return
            }
        }
    }

    private func delay(_ quietPolls: Int) -> Duration {
        backoff.delay(afterQuietPolls: quietPolls, draw: draw())
    }
}

extension DomainError {
    /// A failure that trying again later may mend: the server unreachable, busy, slow, rate-limiting or failing by
    /// itself.
    public var isConnectionLoss: Bool {
        switch self {
        case .unreachable, .unavailable, .timedOut, .answerLost: true
        case .rejected(let status, _): status >= 500 || status == 429
        default: false
        }
    }
}
