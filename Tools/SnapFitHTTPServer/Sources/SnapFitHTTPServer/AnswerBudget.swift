import Synchronization

/// How many bytes of large answers the server holds while clients take them, across all connections: a client that
/// reads slowly keeps its answer in memory until it has it all, so many of them could fill the memory with copies
/// of a few photos. Beyond the budget an answer is a 503 that asks to try again.
final class AnswerBudget: Sendable {
    /// Answers at least this large are counted (and sent without copying their body).
    static let largeAnswerBytes = 64 << 10

    let capacity: Int
    private let held = Mutex(0)

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Counts `bytes` in, unless that would pass the budget: false then.
    func reserve(_ bytes: Int) -> Bool {
        held.withLock { held in
            guard held + bytes <= capacity else { return false }
            held += bytes
            return true
        }
    }

    /// Counts `bytes` out, once their answer is sent (or given up).
    func release(_ bytes: Int) {
        held.withLock { $0 -= bytes }
    }
}
