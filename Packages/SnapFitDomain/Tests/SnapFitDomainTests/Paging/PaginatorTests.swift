import SnapFitDomain
import SnapFitDomainTestSupport
import Synchronization
import Testing

@Suite struct PaginatorTests {
    /// A loader over `total` numbered items that records every page it is asked for.
    private final class NumberedList: Sendable {
        let total: Int
        let gate: Gate?
        private let requests = Mutex<[PageRequest]>([])

        init(total: Int, gate: Gate? = nil) {
            self.total = total
            self.gate = gate
        }

        var requested: [PageRequest] { requests.withLock { $0 } }

        func load(_ page: PageRequest) async throws(DomainError) -> [Int] {
            requests.withLock { $0.append(page) }
            await gate?.pass()
            return Array(page.offset..<min(page.offset + page.limit, total))
        }

        /// `load` as a page that leaves nothing out.
        func rows(_ page: PageRequest) async throws(DomainError) -> PageRows<Int> {
            PageRows(items: try await load(page))
        }
    }

    @Test func loadMore_untilAShortPage_requestsEachPageOnceThenStops() async throws {
        // Given
        let list = NumberedList(total: 25)
        let sut = Paginator<Int>(pageSize: 10)
        // When
        _ = try await sut.start(list.load)
        _ = try await sut.loadMore()
        let third = try await sut.loadMore()
        let afterEnd = try await sut.loadMore()
        // Then
        #expect(third == .loaded(Array(20..<25)))
        #expect(afterEnd == .atEnd)
        #expect(await sut.items == Array(0..<25))
        #expect(list.requested.map(\.offset) == [0, 10, 20])
    }

    @Test func loadMore_listEndsExactlyOnAPage_oneEmptyPageEndsIt() async throws {
        let list = NumberedList(total: 10)
        let sut = Paginator<Int>(pageSize: 10)
        _ = try await sut.start(list.load)
        #expect(try await sut.loadMore() == .loaded([]))
        #expect(await sut.isAtEnd)
    }

    @Test(.timeLimit(.minutes(1)))
    func loadMore_whileALoadRuns_isBusyAndRequestsNothing() async throws {
        // Given: the first page is held in flight
        let gate = Gate()
        let list = NumberedList(total: 100, gate: gate)
        let sut = Paginator<Int>(pageSize: 10)
        async let first = sut.start(list.load)
        await gate.waitForArrivals(1)
        // When
        let second = try await sut.loadMore()
        await gate.open()
        // Then
        #expect(second == .busy)
        #expect(try await first == .loaded(Array(0..<10)))
        #expect(list.requested.count == 1)
    }

    @Test func loadMore_afterAFailure_asksForTheSamePageAgain() async throws {
        let failures = Mutex(1)
        let sut = Paginator<Int>(pageSize: 5)
        let loader: Paginator<Int>.PlainLoader = { (page) throws(DomainError) in
            if failures.withLock({ count in
                defer { count -= 1 }
                return count > 0
            }) {
                throw .timedOut
            }
            return Array(page.offset..<page.offset + page.limit)
        }
        await #expect(throws: DomainError.timedOut) { try await sut.start(loader) }
        #expect(try await sut.loadMore() == .loaded(Array(0..<5)))
    }

    @Test(.timeLimit(.minutes(1)))
    func start_newFilterWhileAPageLoads_dropsTheOldPageAndStartsFromTheTop() async throws {
        // Given: the old list's first page is held in flight
        let gate = Gate()
        let old = NumberedList(total: 100, gate: gate)
        let new = NumberedList(total: 3)
        let sut = Paginator<Int>(pageSize: 10)
        async let stale = sut.start(old.load)
        await gate.waitForArrivals(1)
        // When
        let fresh = try await sut.start(new.load)
        await gate.open()
        // Then
        #expect(try await stale == .superseded)
        #expect(fresh == .loaded([0, 1, 2]))
        #expect(await sut.items == [0, 1, 2])
        #expect(await sut.isAtEnd)
        #expect(new.requested == [PageRequest(offset: 0, limit: 10)])
    }

    @Test(.timeLimit(.minutes(1)))
    func resume_whileAPageLoads_dropsThatPage() async throws {
        // Given: the first list's page is held in flight
        let gate = Gate()
        let old = NumberedList(total: 100, gate: gate)
        let resumed = NumberedList(total: 25)
        let sut = Paginator<Int>(pageSize: 10)
        async let stale = sut.start(old.load)
        await gate.waitForArrivals(1)
        // When
        await sut.resume(resumed.rows, items: Array(0..<20), isAtEnd: false)
        await gate.open()
        // Then
        #expect(try await stale == .superseded)
        #expect(await sut.items == Array(0..<20))
    }

    @Test func resume_asksForTheRowsAfterTheResumedOnes() async throws {
        // Given: a list of 25 whose first 20 rows were loaded in an earlier run
        let list = NumberedList(total: 25)
        let sut = Paginator<Int>(pageSize: 10)
        // When
        await sut.resume(list.rows, items: Array(0..<20), isAtEnd: false)
        let update = try await sut.loadMore()
        // Then
        #expect(update == .loaded(Array(20..<25)))
        #expect(list.requested == [PageRequest(offset: 20, limit: 10)])
        #expect(await sut.items.count == 25)
        #expect(await sut.isAtEnd)
    }

    @Test func resume_ofAnEndedList_loadsNothingMore() async throws {
        let list = NumberedList(total: 5)
        let sut = Paginator<Int>(pageSize: 10)
        await sut.resume(list.rows, items: Array(0..<5), isAtEnd: true)
        #expect(try await sut.loadMore() == .atEnd)
        #expect(list.requested.isEmpty)
    }

    @Test func hiddenRows_countTowardsThePage_soTheListGoesOnAfterThem() async throws {
        // Given: pages of 10 whose rows 3 and 4 cannot be shown
        let sut = Paginator<Int>(pageSize: 10)
        let loader: Paginator<Int>.Loader = { page in
            let rows = Array(page.offset..<min(page.offset + page.limit, 15))
            return PageRows(items: rows.filter { $0 != 3 && $0 != 4 }, hidden: rows.filter { $0 == 3 || $0 == 4 }.count)
        }
        // When
        _ = try await sut.start(loader)
        let second = try await sut.loadMore()
        // Then: the first page was full (8 shown, 2 hidden), so the second was asked for from row 10
        #expect(second == .loaded(Array(10..<15)))
        #expect(await sut.hidden == 2)
        #expect(await sut.isAtEnd)
    }
}
