import Foundation
import SnapFitBackendTestSupport
import SnapFitHTTPServer
import Testing

@testable import SnapFitBackend

@Suite struct JournalLengthTests {
    @Test func manyRequests_keepOnlyTheLatestInTheJournal() async throws {
        // Given
        let sut = BackendClient(
            backend: Backend(configuration: .init(accessTTL: 1000, refreshTTL: 10000, dataFile: nil, now: { Date() })))
        // When
        for _ in 0..<(2 * Backend.journalLength + 5) {
            _ = try await sut.send("GET", "/snapfit/vibes")
        }
        _ = try await sut.send("GET", "/snapfit/locations")
        // Then
        let journal = await sut.backend.journal()
        #expect(journal.count >= Backend.journalLength && journal.count < 2 * Backend.journalLength)
        #expect(journal.last?.path == "/snapfit/locations")
    }
}

@Suite struct JournalEntryBoundsTests {
    @Test func aLongURLAndToken_areKeptCut_withinTheEntrysBudget() {
        // Given: a 60 KB path, two 60 KB query items and a 60 KB token
        let long = String(repeating: "가", count: 20_000)
        let request = HTTPRequest(
            method: "GET", path: "/" + long, query: [("a", long), ("b", long)],
            headers: ["authorization": "Bearer " + long])
        // When
        let entry = JournalEntry(request: request, status: 404)
        // Then
        #expect(entry.path.utf8.count <= JournalEntry.maxFieldBytes)
        #expect(entry.query.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count } <= JournalEntry.maxFieldBytes)
        #expect(entry.query.first?.name == "a")
        #expect((entry.bearerToken?.utf8.count ?? 0) <= JournalEntry.maxFieldBytes)
        #expect(entry.path.hasPrefix("/가가"))
    }

    @Test func aQueryOfManyEmptyItems_isKeptToTheFirstFew() {
        let request = HTTPRequest(
            method: "GET", path: "/snapfit/vibes", query: Array(repeating: (name: "a", value: ""), count: 5_000))
        #expect(JournalEntry(request: request, status: 200).query.count == JournalEntry.maxQueryItems)
    }

    @Test func anOrdinaryRequest_isKeptWhole() {
        let request = HTTPRequest(
            method: "GET", path: "/snapfit/image/paths", query: [("ext", "png"), ("ext", "heic")],
            headers: ["authorization": "Bearer abc"])
        let entry = JournalEntry(request: request, status: 200)
        #expect(entry.path == "/snapfit/image/paths")
        #expect(entry.query == [.init(name: "ext", value: "png"), .init(name: "ext", value: "heic")])
        #expect(entry.bearerToken == "abc")
    }
}
