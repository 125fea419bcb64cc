import Glibc
import Synchronization

/// The server's open connections across its event loops, so it can hold their number under a cap and make room for
/// a new client by closing the connection that has waited longest for a whole request: the slowest client, never
/// one being answered. A connection's descriptor is closed only here, under the same lock that picks one to shut
/// down, so a number reused by a newer socket is never shut down by mistake. Marking a connection answered or
/// waiting takes no lock: it is one atomic step on its entry.
final class ConnectionTable: Sendable {
    /// One open connection.
    final class Entry: Sendable {
        /// Waiting since this many nanoseconds of the monotonic clock (≥ 0), `answering`, or `evicted`.
        fileprivate let state: Atomic<Int64>
        fileprivate let descriptor: Int32

        fileprivate init(descriptor: Int32) {
            self.descriptor = descriptor
            state = Atomic(ConnectionTable.monotonicNanoseconds())
        }
    }

    private static let answering: Int64 = -1
    private static let evicted: Int64 = -2

    /// How many connections may be open at once.
    let capacity: Int
    private let entries = Mutex<[Int32: Entry]>([:])

    /// `requested`, lowered so the connections and a reserve of `spareDescriptors` fit in the process's limit.
    init(requested: Int, spareDescriptors: Int = 64) {
        var limit = rlimit()
        let available =
            getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0
            ? Int(clamping: limit.rlim_cur) : Int.max
        capacity = max(1, min(requested, available - spareDescriptors))
    }

    /// Takes in a new connection. When the table is full, the slowest waiting connection is shut down to make room;
    /// `nil` (take nothing in) when every connection is being answered.
    func admit(_ descriptor: Int32) -> Entry? {
        entries.withLock { entries in
            let open = entries.values.count { $0.state.load(ordering: .relaxed) != Self.evicted }
            guard open < capacity || Self.evictSlowest(in: entries) else { return nil }
            let entry = Entry(descriptor: descriptor)
            entries[descriptor] = entry
            return entry
        }
    }

    /// Shuts down the slowest waiting connection, to free descriptors; false when none is waiting, or when one shut
    /// down before has not closed yet (its descriptor is about to be free).
    func evictSlowest() -> Bool {
        entries.withLock { entries in
            !entries.values.contains { $0.state.load(ordering: .relaxed) == Self.evicted }
                && Self.evictSlowest(in: entries)
        }
    }

    /// Marks a connection as being answered; false when it was shut down to make room, and must not be answered.
    func startAnswering(_ entry: Entry) -> Bool {
        var state = entry.state.load(ordering: .relaxed)
        while state != Self.evicted {
            let (exchanged, found) = entry.state.compareExchange(
                expected: state, desired: Self.answering, ordering: .acquiringAndReleasing)
            if exchanged { return true }
            state = found
        }
        return false
    }

    /// Marks a connection as waiting for its next request, since now (unless it was shut down to make room).
    func startWaiting(_ entry: Entry) {
        _ = entry.state.compareExchange(
            expected: Self.answering, desired: Self.monotonicNanoseconds(), ordering: .acquiringAndReleasing)
    }

    /// Forgets the connection and closes its descriptor.
    func close(_ entry: Entry) {
        entries.withLock { entries in
            entries[entry.descriptor] = nil
            _ = Glibc.close(entry.descriptor)
        }
    }

    /// Shuts down the waiting connection that has waited longest, if there is one; it closes on its loop soon.
    private static func evictSlowest(in entries: [Int32: Entry]) -> Bool {
        var candidates = entries.values.compactMap { entry -> (Entry, Int64)? in
            let since = entry.state.load(ordering: .relaxed)
            return since >= 0 ? (entry, since) : nil
        }
        candidates.sort { $0.1 < $1.1 }
        for (entry, since) in candidates
        where entry.state.compareExchange(expected: since, desired: evicted, ordering: .acquiringAndReleasing).exchanged
        {
            shutdown(entry.descriptor, Int32(SHUT_RDWR))
            return true
        }
        return false
    }

    private static func monotonicNanoseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
