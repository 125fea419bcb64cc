import Foundation
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
