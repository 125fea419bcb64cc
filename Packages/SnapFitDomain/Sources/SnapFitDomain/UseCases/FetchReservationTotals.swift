/// What bookings in a list cost in total. The list does not say it right (its total leaves out the head-count), so
/// each is read from the booking's detail, at most `maxCount` in one call, `width` at a time, and kept in `known`:
/// a booking's total never changes, so a list shown again reads only the totals it has not read yet. A detail that
/// cannot be read leaves its total out, to be read the next time.
public struct FetchReservationTotals: Sendable {
    /// The most details read in one call.
    public static let maxCount = 30
    /// How many details are read at the same time.
    static let width = 4

    private let reservations: any ReservationRepository
    private let known: KnownTotals

    /// - Parameters:
    ///   - reservations: where the bookings' details are read.
    ///   - known: the totals already read, shared by the calls of one user's screens.
    public init(reservations: any ReservationRepository, known: KnownTotals = KnownTotals()) {
        self.reservations = reservations
        self.known = known
    }

    /// The totals in won of `ids` known so far, by id, once those not known yet (the first `maxCount`) are read.
    public func callAsFunction(ids: [Int]) async -> [Int: Int] {
        var totals = await known.totals(of: ids)
        var pending = ids.filter { totals[$0] == nil }.prefix(Self.maxCount).makeIterator()
        let read = await withTaskGroup(of: (Int, Int?).self) { group in
            func readNext() {
                guard let id = pending.next() else { return }
                group.addTask { [reservations] in (id, try? await reservations.reservation(id: id).totalPrice) }
            }
            for _ in 0..<Self.width { readNext() }
            var read: [Int: Int] = [:]
            for await (id, total) in group {
                read[id] = total
                readNext()
            }
            return read
        }
        await known.add(read)
        totals.merge(read) { known, _ in known }
        return totals
    }

    /// Bookings' totals already read, at most `capacity` of them.
    public actor KnownTotals {
        /// The most totals kept.
        public static let capacity = 1_000
        private var known: [Int: Int] = [:]

        public init() {}

        func totals(of ids: [Int]) -> [Int: Int] {
            var found: [Int: Int] = [:]
            for id in ids { found[id] = known[id] }
            return found
        }

        func add(_ read: [Int: Int]) {
            for (id, total) in read where known.count < Self.capacity { known[id] = total }
        }
    }
}
