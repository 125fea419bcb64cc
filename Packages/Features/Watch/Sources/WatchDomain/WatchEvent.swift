import SnapFitDomain

/// What a watch reports as it polls.
public enum WatchEvent<Snapshot: Sendable & Equatable>: Sendable, Equatable {
    /// What is watched now: the first reading, one that changed, or the first after the connection came back
    /// (`resumed`). `previous` is the reading before it; `nextPoll` the wait before the next poll.
    case update(Snapshot, previous: Snapshot?, resumed: Bool, nextPoll: Duration)
    /// The server could not be reached, said once per outage. Polling goes on; an `update` that is `resumed`
    /// follows when it answers.
    case lost(DomainError, nextPoll: Duration)
}
