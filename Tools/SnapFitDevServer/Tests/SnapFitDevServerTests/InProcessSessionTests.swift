import Foundation
import SnapFitBackend
import SnapFitDevServer
import SnapFitNetworking
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct InProcessSessionTests {
    private let origin = URL(string: "http://dev.test")!

    private func makeSUT(dataFile: String? = nil) -> InProcessSession {
        InProcessSession(
            backend: Backend(
                configuration: .init(
                    accessTTL: 1000, refreshTTL: 10000, dataFile: dataFile, sharing: .shared, now: { Date() })),
            origin: origin, explain: { "explained: \($0.path)" })
    }

    @Test func faults_reachTheClientAsABrokenOffOrSlowAnswer() async throws {
        // Given: the vibes are dropped after handling, and the locations' body comes at 100 bytes a second
        let paced = Mutex<[Duration]>([])
        let sut = InProcessSession(
            backend: Backend(
                configuration: .init(
                    accessTTL: 1000, refreshTTL: 10000, dataFile: nil, now: { Date() },
                    faults: [
                        RouteFault(route: "GET /snapfit/vibes", fault: .drop),
                        RouteFault(route: "GET /snapfit/locations", fault: .slowBody(bytesPerSecond: 100)),
                    ])),
            origin: origin, explain: { _ in "" }, pace: { duration in paced.withLock { $0.append(duration) } })
        // When
        let dropped = await #expect(throws: URLError.self) {
            _ = try await sut.data(for: URLRequest(url: URL(string: "/snapfit/vibes", relativeTo: self.origin)!))
        }
        let (body, _) = try await sut.data(
            for: URLRequest(url: URL(string: "/snapfit/locations", relativeTo: origin)!))
        // Then
        #expect(dropped?.code == .networkConnectionLost)
        #expect(paced.withLock { $0 } == [.seconds(Double(body.count) / 100)])
    }

    @Test func cancelledDuringADelayFault_stopsAtOnceAndTheBackendHandlesNothing() async throws {
        // Given: the vibes are held back by a delay that lasts until its task is cancelled (no clock involved)
        let (started, reportStart) = AsyncStream<Void>.makeStream()
        let (held, release) = AsyncStream<Void>.makeStream()
        let backend = Backend(
            configuration: .init(
                accessTTL: 1000, refreshTTL: 10000, dataFile: nil, now: { Date() },
                sleep: { _ in
                    reportStart.yield()
                    for await _ in held {}
                },
                faults: [RouteFault(route: "GET /snapfit/vibes", fault: .delay(seconds: 6))]))
        let sut = InProcessSession(backend: backend, origin: origin, explain: { _ in "" })
        let request = URLRequest(url: URL(string: "/snapfit/vibes", relativeTo: origin)!)
        let task = Task { try await sut.data(for: request) }
        for await _ in started { break }
        // When: Ctrl-C while the request waits
        task.cancel()
        // Then: the request ends as cancelled, and the backend never handled it
        await #expect(throws: CancellationError.self) { _ = try await task.value }
        #expect(await backend.journal().isEmpty)
        release.finish()
    }

    @Test func request_isAnsweredByTheBackendAsAnHTTPResponse() async throws {
        // When
        let (body, response) = try await makeSUT().data(
            for: URLRequest(url: URL(string: "/snapfit/vibes", relativeTo: origin)!))
        // Then
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 200)
        #expect(http.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("application/json") == true)
        let vibes = try #require(try JSONSerialization.jsonObject(with: body) as? [[String: Any]])
        #expect(vibes.count == 8)
    }

    @Test func addressOfTheOriginInCapitals_isAnswered_withoutItsFragment() async throws {
        // When
        let (body, response) = try await makeSUT().data(
            for: URLRequest(url: URL(string: "HTTP://DEV.TEST/snapfit/vibes#top")!))
        // Then
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect((try JSONSerialization.jsonObject(with: body) as? [[String: Any]])?.count == 8)
    }

    @Test func percentEncodedQuery_reachesTheBackendDecoded() async throws {
        // Given: a vibe filter in Korean, percent-encoded as the endpoints send it, signed in as the customer
        let sut = makeSUT()
        var login = URLRequest(url: URL(string: "http://dev.test/snapfit/login?SocialType=kakao")!)
        login.setValue("Bearer dev-customer", forHTTPHeaderField: "Authorization")
        let tokens = try JSONSerialization.jsonObject(with: try await sut.data(for: login).0) as? [String: String]
        var request = URLRequest(
            url: URL(
                string: "http://dev.test/snapfit/posts/filter/vibes?vibes=%EB%9F%AC%EB%B8%94%EB%A6%AC&limit=5&offset=0")!
        )
        request.setValue("Bearer \(tokens?["accessToken"] ?? "")", forHTTPHeaderField: "Authorization")
        // When
        let (body, response) = try await sut.data(for: request)
        // Then
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        let page = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        #expect((page["data"] as? [Any])?.count == 5)
    }

    @Test(arguments: [
        "http://elsewhere.test/snapfit/vibes", "https://dev.test/snapfit/vibes", "http://dev.test:8080/x",
        "http://dev.test.elsewhere/snapfit/vibes", "http://dev.testing/snapfit/vibes",
    ])
    func requestForAnotherOrigin_isUnreachable(address: String) async {
        let error = await #expect(throws: URLError.self) {
            _ = try await makeSUT().data(for: URLRequest(url: URL(string: address)!))
        }
        #expect(error?.code == .cannotFindHost)
    }

    @Test func unusableDataFile_isUnavailableWithTheExplanation() async throws {
        // Given
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("snapfit-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: path) }
        try Data("garbage".utf8).write(to: path)
        // When
        let error = await #expect(throws: NetworkError.self) {
            _ = try await makeSUT(dataFile: path.path).data(
                for: URLRequest(url: URL(string: "http://dev.test/snapfit/vibes")!))
        }
        // Then
        #expect(error == .unavailable(reason: "explained: \(path.path)"))
    }
}
