import SnapFitDomain
import Synchronization
import Testing

@testable import CatalogDomain

@Suite struct WithdrawnMakerNarrowingTests {
    /// A list of `total` rows where a request that covers any `broken` row fails as the server does.
    private final class Server: Sendable {
        let total: Int
        let broken: Set<Int>
        private let count = Mutex(0)

        init(total: Int, broken: Set<Int>) {
            self.total = total
            self.broken = broken
        }

        var requests: Int { count.withLock { $0 } }

        func load(_ page: PageRequest) async throws(DomainError) -> [Int] {
            count.withLock { $0 += 1 }
            let rows = Array(page.offset..<min(page.offset + page.limit, total))
            if rows.contains(where: broken.contains) { throw .makerWithdrawn }
            return rows
        }
    }

    @Test func aPageWithBrokenRows_showsTheOthers_andCountsTheBrokenOnesAsHidden() async throws {
        let server = Server(total: 45, broken: [23, 31])
        let rows = try await WithdrawnMakerNarrowing.read(PageRequest(offset: 20, limit: 20), server.load)
        #expect(rows.items == Array(20..<40).filter { $0 != 23 && $0 != 31 })
        #expect(rows.hidden == 2)
        #expect(server.requests <= 1 + WithdrawnMakerNarrowing.extraRequests)
    }

    @Test func aShortLastPage_isNarrowedWithoutCountingRowsThatDoNotExist() async throws {
        let server = Server(total: 25, broken: [21])
        let rows = try await WithdrawnMakerNarrowing.read(PageRequest(offset: 20, limit: 20), server.load)
        #expect(rows.items == [20, 22, 23, 24] && rows.hidden == 1)
    }

    @Test func aPageBrokenThroughout_stopsAtTheBound_andHidesWhatItCouldNotSplit() async throws {
        let server = Server(total: 100, broken: Set(0..<100))
        let rows = try await WithdrawnMakerNarrowing.read(PageRequest(offset: 0, limit: 20), server.load)
        #expect(rows.items.isEmpty && rows.hidden == 20)
        // The bound the README states, spent to the last request.
        #expect(WithdrawnMakerNarrowing.extraRequests == 24)
        #expect(server.requests == 1 + 24)
    }

    @Test func otherFailures_areNotNarrowed() async {
        let failing: @Sendable (PageRequest) async throws(DomainError) -> [Int] = { (_) throws(DomainError) in
            throw .unreachable
        }
        await #expect(throws: DomainError.unreachable) {
            try await WithdrawnMakerNarrowing.read(PageRequest(offset: 0, limit: 20), failing)
        }
    }
}
