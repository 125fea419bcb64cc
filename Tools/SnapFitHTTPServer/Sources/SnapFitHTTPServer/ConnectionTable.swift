import Glibc
import Synchronization

/// The server's open connections, so it can hold their number under a cap and make room for a new client by
/// closing the connection that has waited longest for a whole request: the slowest client, never one being
/// answered. A connection's descriptor is closed only here, under the same lock that picks one to shut down, so a
/// number reused by a newer socket is never shut down by mistake.
final class ConnectionTable: Sendable {
    private struct Entry {
        /// Since when it has waited for its next request; `nil` while it is being answered.
        var waitingSince: ContinuousClock.Instant?
        /// Shut down to make room; it closes on its own thread soon.
        var evicted = false
    }

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
    /// false (take nothing in) when every connection is being answered.
    func admit(_ descriptor: Int32) -> Bool {
        entries.withLock { entries in
            let open = entries.values.count { !$0.evicted }
            guard open < capacity || Self.evictSlowest(in: &entries) else { return false }
            entries[descriptor] = Entry(waitingSince: .now)
            return true
        }
    }

    /// Shuts down the slowest waiting connection, to free descriptors; false when none is waiting, or when one shut
    /// down before has not closed yet (its descriptor is about to be free).
    func evictSlowest() -> Bool {
        entries.withLock { entries in
            !entries.values.contains { $0.evicted } && Self.evictSlowest(in: &entries)
        }
    }

    /// Marks a connection as being answered; false when it was shut down to make room, and must not be answered.
    func startAnswering(_ descriptor: Int32) -> Bool {
        entries.withLock { entries in
            guard let entry = entries[descriptor], !entry.evicted else { return false }
            entries[descriptor]?.waitingSince = nil
            return true
        }
    }

    /// Marks a connection as waiting for its next request, since now.
    func startWaiting(_ descriptor: Int32) {
        entries.withLock { $0[descriptor]?.waitingSince = .now }
    }

    /// Forgets the connection and closes its descriptor.
    func close(_ descriptor: Int32) {
        entries.withLock { entries in
            entries[descriptor] = nil
            _ = Glibc.close(descriptor)
        }
    }

    private static func evictSlowest(in entries: inout [Int32: Entry]) -> Bool {
        let candidates = entries.compactMap { descriptor, entry in
            entry.evicted ? nil : entry.waitingSince.map { (descriptor, $0) }
        }
        guard let (slowest, _) = candidates.min(by: { $0.1 < $1.1 }) else { return false }
        entries[slowest]?.evicted = true
        shutdown(slowest, Int32(SHUT_RDWR))
        return true
    }
}
