import SnapFitDomain
import SnapFitDomainTestSupport
import Synchronization
import Testing

@Suite struct FetchReservationTotalsTests {
    /// Counts the details being read at once, and the most there ever were.
    private final class InFlight: Sendable {
        private let counts = Mutex((now: 0, most: 0))
        func enter() {
            counts.withLock {
                $0.now += 1; $0.most = max($0.most, $0.now)
            }
        }
        func leave() { counts.withLock { $0.now -= 1 } }
        var most: Int { counts.withLock { $0.most } }
    }

    @Test func readsAtMostItsCount_aFewAtATime_leavingOutWhatCannotBeRead() async {
        // Given
        let inFlight = InFlight()
        let read = Recorder<Int>()
        var reservations = StubReservationRepository()
        reservations.onReservation = { (id) throws(DomainError) in
            inFlight.enter()
            defer { inFlight.leave() }
            read.append(id)
            await Task.yield()
            if id == 2 { throw .unreachable }
            return Fixtures.reservation(id: id, additional: id % 3)
        }
        // When
        let totals = await FetchReservationTotals(reservations: reservations)(ids: Array(1...50))
        // Then
        #expect(Set(read.values) == Set(1...FetchReservationTotals.maxCount))
        #expect(inFlight.most <= 4)
        #expect(totals.count == FetchReservationTotals.maxCount - 1 && totals[2] == nil)
        #expect(totals[4] == 120_000 + 20_000 * 1)
    }
}
