import Foundation
import SnapFitTestSupport
import Synchronization
import Testing

@testable import SnapFitHTTPServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The server over real loopback sockets: URLSession for ordinary traffic, a raw socket for the rest.
struct HTTPServerTests {
    @Test func get_throughURLSession_reachesTheHandlerDecodedAndReturnsItsResponse() async throws {
        // Given
        let sut = try HTTPServerHarness { _ in
            HTTPResponse(status: 201, headers: [("Content-Type", "application/json")], body: Data(#"{"ok":true}"#.utf8))
        }
        let url = try #require(URL(string: sut.baseURL + "/snap%20fit/a+b?name=J%C3%B6+n&flag&x=1%2B1&x=2"))
        var request = URLRequest(url: url)
        request.setValue("Value", forHTTPHeaderField: "X-Custom")
        // When
        let (data, response) = try await HTTPServerHarness.urlSession.data(for: request)
        // Then
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 201)
        #expect(http.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(data == Data(#"{"ok":true}"#.utf8))
        let received = try #require(sut.requests.first)
        #expect(received.method == "GET")
        #expect(received.path == "/snap fit/a+b")
        #expect(received.query.map(\.name) == ["name", "flag", "x", "x"])
        #expect(received.query.map(\.value) == ["Jö n", "", "1+1", "2"])
        #expect(received.header("X-CUSTOM") == "Value")
        #expect(received.peer == "127.0.0.1")
        await sut.stop()
    }

    @Test func post_throughURLSession_deliversTheWholeBody() async throws {
        // Given
        let sut = try HTTPServerHarness()
        let body = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7) })
        var request = URLRequest(url: try #require(URL(string: sut.baseURL + "/upload")))
        request.httpMethod = "POST"
        request.httpBody = body
        // When
        let (data, _) = try await HTTPServerHarness.urlSession.data(for: request)
        // Then
        #expect(data == Data("POST /upload ".utf8) + body)
        #expect(sut.requests.first?.body == body)
        await sut.stop()
    }

    @Test func pipelinedRequests_onOneConnection_areAnsweredInOrderAndKeptAlive() async throws {
        // Given
        let sut = try HTTPServerHarness()
        let client = try sut.connect()
        // When: three requests in one write
        await client.send(
            "GET /first HTTP/1.1\r\nHost: x\r\n\r\n"
                + "POST /second HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello"
                + "GET /third HTTP/1.1\r\nhost: x\r\n\r\n")
        let first = await client.response()
        let second = await client.response()
        let third = await client.response()
        // Then
        #expect(first?.text == "GET /first")
        #expect(second?.text == "POST /second hello")
        #expect(third?.text == "GET /third")
        #expect(third?.headers["connection"] == "keep-alive")
        await sut.stop()
    }

    @Test func connectionClose_isHonouredAfterTheAnswer() async throws {
        // Given
        let sut = try HTTPServerHarness()
        let client = try sut.connect()
        // When
        await client.send("GET /bye HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let response = await client.response()
        // Then
        #expect(response?.headers["connection"] == "close")
        #expect(await client.ending() == .closed([]))
        await sut.stop()
    }

    @Test func http10_withoutKeepAlive_isClosedAfterTheAnswer() async throws {
        // Given
        let sut = try HTTPServerHarness()
        let client = try sut.connect()
        // When
        await client.send("GET /old HTTP/1.0\r\n\r\n")
        let response = await client.response()
        // Then
        #expect(response?.text == "GET /old")
        #expect(await client.ending() == .closed([]))
        await sut.stop()
    }

    @Test func chunkedBody_sentInPieces_isDecoded() async throws {
        // Given
        let sut = try HTTPServerHarness()
        let client = try sut.connect()
        // When
        await client.send("POST /chunks HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5;name=v\r\nhel")
        await client.send("lo\r\n6\r\n world\r\n0\r\nX-Trailer: t\r\n\r\n")
        let response = await client.response()
        // Then
        #expect(response?.text == "POST /chunks hello world")
        await sut.stop()
    }

    @Test func expectContinue_getsAnInterimAnswerBeforeTheBodyIsSent() async throws {
        // Given
        let sut = try HTTPServerHarness()
        let client = try sut.connect()
        // When
        await client.send("PUT /file HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n")
        let interim = await client.response()
        await client.send("data")
        let final = await client.response()
        // Then
        #expect(interim?.statusLine == "HTTP/1.1 100 Continue")
        #expect(final?.text == "PUT /file data")
        await sut.stop()
    }

    @Test func stalledClient_midRequest_isClosedAfterTheIdleTimeout() async throws {
        // Given
        let sut = try HTTPServerHarness(configuration: ServerConfiguration(idleTimeout: 0.2))
        let client = try sut.connect()
        // When: half a request, then nothing
        await client.send("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc")
        let ending = await client.ending()
        // Then: closed without an answer and without calling the handler
        #expect(ending == .closed([]))
        #expect(sut.requests.isEmpty)
        await sut.stop()
    }

    @Test func idleKeepAliveConnection_isClosedAfterTheIdleTimeout() async throws {
        // Given
        let sut = try HTTPServerHarness(configuration: ServerConfiguration(idleTimeout: 0.2))
        let client = try sut.connect()
        await client.send("GET /once HTTP/1.1\r\nHost: x\r\n\r\n")
        let response = await client.response()
        // When
        let ending = await client.ending()
        // Then
        #expect(response?.status == 200)
        #expect(ending == .closed([]))
        await sut.stop()
    }

    @Test func twoHundredKeepAliveConnections_areServedAtTheSameTime() async throws {
        // Given: a handler that answers only once all 200 requests are in it together
        let count = 200
        let rendezvous = Rendezvous(count: count)
        let sut = try HTTPServerHarness { request in
            if request.path == "/together" { await rendezvous.arriveAndWait() }
            return await HTTPServerHarness.echo(request)
        }
        let clients = try await sut.connect(count: count)
        // When
        let firstRound = await Self.exchange("/together", on: clients)
        let secondRound = await Self.exchange("/again", on: clients)
        // Then
        #expect(firstRound == Array(repeating: "GET /together", count: count))
        #expect(secondRound == Array(repeating: "GET /again", count: count))
        await sut.stop()
    }

    @Test func oneEventLoop_servesEveryConnection_whileItsHandlersWait() async throws {
        // Given: one loop, and a handler that answers only once all 64 requests are in it together
        let count = 64
        let rendezvous = Rendezvous(count: count)
        let sut = try HTTPServerHarness(configuration: HTTPServerHarness.oneLoop) { request in
            await rendezvous.arriveAndWait()
            return await HTTPServerHarness.echo(request)
        }
        let clients = try await sut.connect(count: count)
        // When
        let answers = await Self.exchange("/together", on: clients)
        // Then
        #expect(answers == Array(repeating: "GET /together", count: count))
        await sut.stop()
    }

    @Test func aHandlerThatStaysOffActors_runsOnTheThreadThatReadItsRequest() async throws {
        // Given: one loop, and a handler that names the thread it runs on
        let sut = try HTTPServerHarness(configuration: HTTPServerHarness.oneLoop) { _ in
            HTTPResponse(status: 200, body: Data(Self.currentThreadName().utf8))
        }
        let clients = try await sut.connect(count: 2)
        // When: a request on each of two connections
        let threads = await Self.exchange("/", on: clients)
        // Then: both ran on the loop's thread, not on the pool's
        #expect(threads == [HTTPServer.loopThreadName, HTTPServer.loopThreadName])
        await sut.stop()
    }

    @Test func stop_letsTheInFlightRequestFinish_andClosesIdleConnections() async throws {
        // Given: one request held in the handler, one idle keep-alive connection
        let room = WaitingRoom()
        let opened = Mutex(false)
        let sut = try HTTPServerHarness { request in
            if request.path == "/slow" { await room.wait() }
            return await HTTPServerHarness.echo(request)
        }
        let idle = try sut.connect()
        await idle.send("GET /quick HTTP/1.1\r\nHost: x\r\n\r\n")
        _ = await idle.response()
        let busy = try sut.connect()
        await busy.send("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n")
        await room.entered()
        // When
        let server = sut.server
        let stopReturnedBeforeRelease = Task {
            await RawHTTPClient.onOwnThread {
                server.stop()
                return !opened.withLock { $0 }
            }
        }
        let port = sut.port
        let refused = await RawHTTPClient.onOwnThread { Self.waitUntilRefused(port: port) }
        opened.withLock { $0 = true }
        await room.open()
        let response = await busy.response()
        // Then
        #expect(refused)
        #expect(response?.text == "GET /slow")
        #expect(response?.headers["connection"] == "close")
        #expect(await busy.ending() == .closed([]))
        #expect(await idle.ending() == .closed([]))
        #expect(await stopReturnedBeforeRelease.value == false)
    }

    @Test func stop_closesAConnectionWhoseHandlerNeverAnswers_atTheStopTimeout() async throws {
        // Given: a handler that does not answer until it is let go, long after the stop
        let room = WaitingRoom()
        let sut = try HTTPServerHarness(configuration: ServerConfiguration(stopTimeout: 0.2)) { _ in
            await room.wait()
            return HTTPResponse(status: 200)
        }
        let stuck = try sut.connect()
        await stuck.send("GET /stuck HTTP/1.1\r\nHost: x\r\n\r\n")
        await room.entered()
        // When
        let server = sut.server
        await RawHTTPClient.onOwnThread { server.stop() }
        // Then: the stop returned, and the client's connection is closed without an answer
        #expect(await stuck.ending() == .closed([]))
        await room.open()
    }

    @Test func stop_isIdempotent_andTheServerCannotBeRestarted() async throws {
        // Given
        let sut = try HTTPServerHarness()
        // When
        await sut.stop()
        await sut.stop()
        // Then
        #expect(throws: HTTPServerError.alreadyStarted) { try sut.server.start() }
    }

    @Test func stop_beforeStart_doesNothing() {
        // Given
        let sut = HTTPServer(configuration: ServerConfiguration(port: 0), logger: nil) { _ in HTTPResponse(status: 200)
        }
        // When / Then: returns
        sut.stop()
    }

    @Test func start_onABusyPort_throwsAddressInUse() async throws {
        // Given
        let running = try HTTPServerHarness()
        let sut = HTTPServer(configuration: ServerConfiguration(port: running.port), logger: nil) { _ in
            HTTPResponse(status: 200)
        }
        // When
        let error = try #require(throws: HTTPServerError.self) { try sut.start() }
        // Then
        #expect(error == .addressInUse(host: "127.0.0.1", port: running.port))
        #expect(error.description.contains("EADDRINUSE"))
        await running.stop()
    }

    @Test func responses_carryStatusLineReasonLengthAndTheHandlersHeaders() async throws {
        // Given
        let sut = try HTTPServerHarness { request in
            request.path == "/none"
                ? HTTPResponse(status: 204, headers: [("X-Id", "1")])
                : HTTPResponse(
                    status: 404, headers: [("Content-Type", "application/json"), ("Content-Length", "999")],
                    body: Data("{}".utf8))
        }
        let client = try sut.connect()
        // When
        await client.send("GET /none HTTP/1.1\r\nHost: x\r\n\r\nGET /missing HTTP/1.1\r\nHost: x\r\n\r\n")
        let empty = await client.response()
        let missing = await client.response()
        // Then
        #expect(empty?.statusLine == "HTTP/1.1 204 No Content")
        #expect(empty?.headers["x-id"] == "1")
        #expect(empty?.body.isEmpty == true)
        #expect(missing?.statusLine == "HTTP/1.1 404 Not Found")
        #expect(missing?.headers["content-type"] == "application/json")
        #expect(missing?.headers["content-length"] == "2")
        #expect(missing?.text == "{}")
        await sut.stop()
    }

    @Test func log_hasOneLinePerRequest_withSecretsRedactedAndNoAuthorization() async throws {
        // Given
        let sut = try HTTPServerHarness()
        let client = try sut.connect()
        // When
        await client.send(
            "GET /refresh/token?refreshToken=abc.def&limit=1 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer sekret\r\n\r\n"
        )
        _ = await client.response()
        await client.send("NOT A REQUEST\r\n\r\n")
        _ = await client.response()
        // Then
        let lines = sut.logs.lines
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("GET /refresh/token?refreshToken=REDACTED&limit=1 200 ") == true)
        #expect(lines.first?.hasSuffix("ms") == true)
        #expect(lines.last?.hasPrefix("- - 400 ") == true)
        #expect(!lines.joined().contains("sekret"))
        #expect(!lines.joined().contains("abc.def"))
        await sut.stop()
    }

    /// Sends `GET path` on every client at once, then collects the answers' bodies in client order.
    /// The name of the thread that calls it.
    private static func currentThreadName() -> String {
        Thread.current.name ?? ""
    }

    private static func exchange(_ path: String, on clients: [RawHTTPClient]) async -> [String?] {
        await withTaskGroup(of: (Int, String?).self) { group in
            for (index, client) in clients.enumerated() {
                group.addTask {
                    await client.send("GET \(path) HTTP/1.1\r\nHost: x\r\n\r\n")
                    return (index, await client.response()?.text)
                }
            }
            var bodies = [String?](repeating: nil, count: clients.count)
            for await (index, body) in group { bodies[index] = body }
            return bodies
        }
    }

    /// Polls (for at most 10 s, a millisecond apart so the probes cannot use up the ephemeral ports) until a
    /// connection to `port` is refused.
    private static func waitUntilRefused(port: UInt16) -> Bool {
        for _ in 0..<10_000 {
            do {
                _ = try RawHTTPClient(port: port)
            } catch let error as RawHTTPClient.ConnectFailed where error.errno == ECONNREFUSED {
                return true
            } catch {}
            usleep(1_000)
        }
        return false
    }
}
