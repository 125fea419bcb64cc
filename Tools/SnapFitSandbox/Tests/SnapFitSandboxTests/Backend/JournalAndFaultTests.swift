import Foundation
import SnapFitBackend
import SnapFitHTTPServer
import SnapFitSandbox
import Synchronization
import Testing

@Suite("Test hooks: request journal and delays")
struct JournalAndFaultTests {
    @Test func journal_recordsMethodPathQueryBearerAndStatus() async throws {
        let sut = try await SandboxHarness()
        defer { sut.stop() }
        _ = try await sut.send("GET", "/snapfit/posts/all", query: [("limit", "5"), ("offset", "0")], bearer: "tok")
        let entry = try #require(await sut.backend.journal().last)
        #expect(entry.method == "GET")
        #expect(entry.path == "/snapfit/posts/all")
        #expect(entry.query == [.init(name: "limit", value: "5"), .init(name: "offset", value: "0")])
        #expect(entry.bearerToken == "tok")
        #expect(entry.status == 401)
        await sut.backend.resetJournal()
        #expect(await sut.backend.journal().isEmpty)
    }

    @Test func delay_appliesOnlyToItsRoute_andCanBeRemoved() async throws {
        // Given
        let slept = Mutex<[Double]>([])
        let sut = Backend(
            configuration: .init(
                accessTTL: 1000, refreshTTL: 10000, dataFile: nil, now: { Date() },
                sleep: { seconds in slept.withLock { $0.append(seconds) } }))
        await sut.setDelay(7, for: "GET /snapfit/vibes")
        // When
        _ = try await sut.handle(HTTPRequest(method: "GET", path: "/snapfit/vibes"))
        _ = try await sut.handle(HTTPRequest(method: "GET", path: "/snapfit/locations"))
        await sut.setDelay(nil, for: "GET /snapfit/vibes")
        let response = try await sut.handle(HTTPRequest(method: "GET", path: "/snapfit/vibes"))
        // Then
        #expect(slept.withLock { $0 } == [7])
        #expect(response.status == 200)
    }
}
