import SnapFitDomain
import SnapFitDomainTestSupport
import Testing
import WatchDomain

struct BookingChangesTests {
    @Test func theFirstReading_changesNothing() {
        let changes = BookingChanges(from: nil, to: [Fixtures.reservation(id: 1)])
        #expect(changes.isEmpty)
    }

    @Test func newAndNewlyCancelledBookings_areTold_andOthersAreNot() {
        let before = [
            Fixtures.reservation(id: 1), Fixtures.reservation(id: 2),
            Fixtures.reservation(id: 3, status: .cancelled(reason: "old")),
        ]
        let after = [
            Fixtures.reservation(id: 2, status: .cancelled(reason: "일정 변경")),
            Fixtures.reservation(id: 3, status: .cancelled(reason: "old")), Fixtures.reservation(id: 4),
            Fixtures.reservation(id: 5, status: .cancelled(reason: "바로 취소")),
        ]
        let changes = BookingChanges(from: before, to: after)
        #expect(changes.added == [4, 5])
        #expect(changes.cancelled == [2])
        #expect(changes.removed == [1])
        #expect(!changes.isEmpty)
    }
}
