import SnapFitDomain
import SnapFitDomainTestSupport
import Testing

@Suite struct PageReaderTests {
    @Test func all_readsPageAfterPage_untilAShortOne() async throws {
        // Given: seven rows, three to a page
        let asked = Recorder<Int>()
        // When
        let rows = try await PageReader.all(pageSize: 3, maxPages: 10) { page in
            asked.append(page.offset)
            return Array((page.offset..<min(page.offset + page.limit, 7)))
        }
        // Then
        #expect(rows == Array(0..<7))
        #expect(asked.values == [0, 3, 6])
    }

    @Test func all_stopsAfterMaxPages_evenWhenEveryPageIsFull() async throws {
        let asked = Recorder<Int>()
        let rows = try await PageReader.all(pageSize: 2, maxPages: 3) { page in
            asked.append(page.offset)
            return [page.offset, page.offset + 1]
        }
        #expect(rows == Array(0..<6))
        #expect(asked.values == [0, 2, 4])
    }
}
