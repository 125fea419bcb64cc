import SnapFitDomain

/// How the bookings changed between two readings of a watch: which are new, which were cancelled since, and which
/// are no longer listed.
public struct BookingChanges: Sendable, Equatable {
    public let added: Set<Int>
    public let cancelled: Set<Int>
    public let removed: Set<Int>

    /// Nothing is new in the first reading (`previous` is `nil`): it is what was there.
    public init(from previous: [Reservation]?, to current: [Reservation]) {
        guard let previous else {
            (added, cancelled, removed) = ([], [], [])
            return
        }
        removed = Set(previous.map(\.id)).subtracting(current.map(\.id))
        let before = Dictionary(previous.map { ($0.id, $0.status) }, uniquingKeysWith: { first, _ in first })
        added = Set(current.filter { before[$0.id] == nil }.map(\.id))
        cancelled = Set(
            current.filter {
                guard case .cancelled = $0.status, let old = before[$0.id] else { return false }
                return old == .active
            }.map(\.id))
    }

    public var isEmpty: Bool { added.isEmpty && cancelled.isEmpty && removed.isEmpty }
}
