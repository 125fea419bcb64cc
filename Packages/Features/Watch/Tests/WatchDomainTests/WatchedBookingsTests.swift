import Foundation
import SnapFitDomain
import SnapFitDomainTestSupport
import Synchronization
import Testing
import WatchDomain

struct WatchedBookingsTests {
    private static func row(_ id: Int, _ status: ReservationStatus = .active) -> ReservationSummary {
        ReservationSummary(id: id, product: .fixture(id: 12), time: Fixtures.reservation().time, status: status)
    }

    @Test func eachReading_readsADetailOnlyWhenABookingIsNewOrItsRowChanged() async throws {
        // Given: rows that change between readings
        let readings = Mutex([
            [Self.row(1), Self.row(2)],
            [Self.row(1), Self.row(2, .cancelled(reason: "일정")), Self.row(3)],
            [Self.row(2, .cancelled(reason: "일정")), Self.row(3)],
        ])
        var makers = StubMakerRepository()
        makers.onMakerReservations = { _ in readings.withLock { $0.removeFirst() } }
        let detailReads = Recorder<Int>()
        let statuses = Mutex<[Int: ReservationStatus]>([2: .active])
        var reservations = StubReservationRepository()
        reservations.onReservation = { id in
            detailReads.append(id)
            return Fixtures.reservation(id: id, minutes: 60, status: statuses.withLock { $0[id] } ?? .active)
        }
        let sut = WatchedBookings(makers: makers, reservations: reservations, products: StubProductRepository())
        // When
        let first = try await sut.read()
        statuses.withLock { $0[2] = .cancelled(reason: "일정") }
        let second = try await sut.read()
        let third = try await sut.read()
        // Then
        #expect(first.map(\.id) == [2, 1])
        #expect(second.map(\.id) == [3, 2, 1] && second[1].status == .cancelled(reason: "일정"))
        #expect(third.map(\.id) == [3, 2])
        #expect(detailReads.values.sorted() == [1, 2, 2, 3])
    }

    @Test func aReading_takesAtMostItsPageLimit() async throws {
        let pages = Recorder<PageRequest>()
        var makers = StubMakerRepository()
        makers.onMakerReservations = { page in
            pages.append(page)
            return (0..<page.limit).map { Self.row(page.offset + $0 + 1) }
        }
        var reservations = StubReservationRepository()
        reservations.onReservation = { id in Fixtures.reservation(id: id, minutes: 60) }
        let sut = WatchedBookings(makers: makers, reservations: reservations, products: StubProductRepository())
        let bookings = try await sut.read()
        #expect(pages.values.count == WatchedBookings.pageLimit)
        #expect(bookings.count == WatchedBookings.pageLimit * FetchMakerReservations.pageSize)
    }
}
