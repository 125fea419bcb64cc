import Foundation
import SnapFitNetworking
import SnapFitNetworkingTestSupport
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct ObservedSessionTests {
    private final class Events: Sendable {
        private let names = Mutex<[String]>([])
        func append(_ name: String) { names.withLock { $0.append(name) } }
        var all: [String] { names.withLock { $0 } }
    }

    @Test func eachExchange_beginsAndEnds_whetherItAnswersOrFails() async throws {
        // Given: a session that answers the first request and fails the second
        let events = Events()
        let base = StubURLSession { request in
            events.append("sent")
            guard request.url?.path == "/ok" else { throw URLError(.timedOut) }
            return (
                Data("{}".utf8),
                HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!
            )
        }
        let sut = ObservedSession(base, began: { events.append("began") }, ended: { events.append("ended") })
        var upload = URLRequest(url: URL(string: "http://x.test/ok")!)
        upload.httpBody = Data(count: 5)
        let sent = Mutex<[Int]>([])
        // When
        _ = try await sut.data(for: URLRequest(url: URL(string: "http://x.test/ok")!))
        _ = try? await sut.data(for: URLRequest(url: URL(string: "http://x.test/fails")!))
        _ = try await sut.data(for: upload) { count in sent.withLock { $0.append(count) } }
        // Then: the sent bytes still reach the caller (the whole body, from a session that cannot see them go)
        #expect(events.all == ["began", "sent", "ended", "began", "sent", "ended", "began", "sent", "ended"])
        #expect(sent.withLock { $0 } == [5])
    }
}
