/// What bookings in a list cost in total. The list does not say it right (its total leaves out the head-count), so
/// each is read from the booking's detail: at most `maxCount` in one call, `width` at a time. A detail that cannot be
/// read leaves its total out; the list shows without it.
public struct FetchReservationTotals: Sendable {
    /// The most details read in one call.
    public static let maxCount = 30
    /// How many details are read at the same time.
    static let width = 4

    private let reservations: any ReservationRepository

    public init(reservations: any ReservationRepository) {
        self.reservations = reservations
    }

    /// The totals in won of the first `maxCount` of `ids`, by id.
    public func callAsFunction(ids: [Int]) async -> [Int: Int] {
        var pending = Array(ids.prefix(Self.maxCount)).makeIterator()
        return await withTaskGroup(of: (Int, Int?).self) { group in
            func readNext() {
                guard let id = pending.next() else { return }
                group.addTask { [reservations] in (id, try? await reservations.reservation(id: id).totalPrice) }
            }
            for _ in 0..<Self.width { readNext() }
            var totals: [Int: Int] = [:]
            for await (id, total) in group {
                totals[id] = total
                readNext()
            }
            return totals
        }
    }
}
