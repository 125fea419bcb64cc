import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@Suite struct FetchReservationTotalsTests {
    /// Details of bookings 1…n whose reads wait at `gate`, are recorded in `read`, and fail for booking 2.
    private func reservations(gate: Gate? = nil, read: Recorder<Int>) -> StubReservationRepository {
        var stub = StubReservationRepository()
        stub.onReservation = { (id) throws(DomainError) in
            read.append(id)
            await gate?.pass()
            if id == 2 { throw .unreachable }
            return Fixtures.reservation(id: id, additional: id % 3)
        }
        return stub
    }

    @Test(.timeLimit(.minutes(1)))
    func readsFourAtATime_atMostItsCount_eachOnce_leavingOutWhatCannotBeRead() async {
        // Given
        let gate = Gate()
        let read = Recorder<Int>()
        let sut = FetchReservationTotals(reservations: reservations(gate: gate, read: read))
        // When
        let call = Task { await sut(ids: Array(1...50)) }
        await gate.waitForArrivals(4)
        for _ in 0..<20 { await Task.yield() }
        // Then: four at once, no fifth
        #expect(read.values.count == 4)
        await gate.open()
        let totals = await call.value
        #expect(read.values.count == FetchReservationTotals.maxCount)
        #expect(Set(read.values) == Set(1...FetchReservationTotals.maxCount))
        #expect(totals.count == FetchReservationTotals.maxCount - 1 && totals[2] == nil)
        #expect(totals[4] == 120_000 + 20_000 * 1)
    }

    @Test func aListShownAgain_readsOnlyWhatItHasNotRead() async {
        // Given: 50 bookings, 30 read on the first showing
        let read = Recorder<Int>()
        let sut = FetchReservationTotals(reservations: reservations(read: read))
        _ = await sut(ids: Array(1...50))
        // When
        let totals = await sut(ids: Array(1...50))
        // Then: the other 20, and the one that failed again
        #expect(read.values.count == 30 + 21)
        #expect(totals.count == 49 && totals[2] == nil)
    }
}
