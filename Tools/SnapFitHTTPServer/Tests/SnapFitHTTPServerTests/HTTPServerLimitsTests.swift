import Foundation
import SnapFitTestSupport
import Testing

@testable import SnapFitHTTPServer

/// What the server refuses and what it bounds, over a raw loopback socket: malformed requests, a refused HEAD, a
/// request's body time, and the budget for large answers.
struct HTTPServerLimitsTests {
    @Test(
        arguments: ([
            ("GARBAGE\r\n\r\n", 400),
            ("GET /a HTTP/1.1\r\nHost x\r\n\r\n", 400),
            ("GET /a HTTP/1.1\r\n folded: header\r\n\r\n", 400),
            ("GET a HTTP/1.1\r\nHost: x\r\n\r\n", 400),
            ("GET  /a HTTP/1.1\r\nHost: x\r\n\r\n", 400),
            ("G@T /a HTTP/1.1\r\n\r\n", 400),
            ("BREW /pot HTTP/1.1\r\n\r\n", 501),
            ("GET /a HTTP/2.0\r\n\r\n", 505),
            ("GET /a HTTQ/1.1\r\n\r\n", 400),
            ("GET /%ZZ HTTP/1.1\r\nHost: x\r\n\r\n", 400),
            ("GET /%FF HTTP/1.1\r\nHost: x\r\n\r\n", 400),
            ("GET /a?q=%C3%28 HTTP/1.1\r\nHost: x\r\n\r\n", 400),
            ("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n", 400),
            ("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", 400),
            ("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n", 400),
            ("POST /a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n", 400),
            ("POST /a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", 501),
            ("POST /a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n", 400),
            ("POST /a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabcX\r\n", 400),
            ("POST /a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n1 0\r\n", 400),
            ("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 2048\r\n\r\n", 413),
            ("POST /a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n801\r\n", 413),
            ("GET /a HTTP/1.1\r\n\r\n", 400),
            (String(repeating: "\r\n", count: 100_000), 400),
            (
                "POST /a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n1;"
                    + String(repeating: "e", count: 70_000), 413
            ),
        ] as [(String, Int)]).map(RawRequest.init))
    func badRequest_isRefusedAndClosed_andTheServerKeepsServing(_ refused: RawRequest) async throws {
        // Given
        let sut = try HTTPServerHarness(
            configuration: ServerConfiguration(
                bodyLimit: BodyLimit(maxBytes: 1024, timeout: 60), idleTimeout: 60, headTimeout: 60))
        let client = try sut.connect()
        // When
        await client.send(refused.text)
        let response = await client.response()
        let ending = await client.ending()
        let next = try sut.connect()
        await next.send("GET /still-up HTTP/1.1\r\nHost: x\r\n\r\n")
        let nextResponse = await next.response()
        // Then
        #expect(response?.status == refused.status)
        #expect(response?.headers["connection"] == "close")
        #expect(ending == .closed([]))
        #expect(sut.requests.map(\.path) == ["/still-up"])
        #expect(nextResponse?.status == 200)
        await sut.stop()
    }

    @Test func refusedHead_getsItsStatusAndDate_butNoBody() async throws {
        // Given
        let sut = try HTTPServerHarness()
        let client = try sut.connect()
        // When: a HEAD without Host
        await client.send("HEAD /url HTTP/1.1\r\n\r\n")
        let ending = await client.ending()
        // Then
        guard case .closed(let bytes) = ending else { throw Failure.stillOpen }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
        #expect(text.contains("\r\nDate: ") && text.contains(" GMT\r\n"))
        #expect(text.hasSuffix("\r\n\r\n"))
        await sut.stop()
    }

    @Test func body_slowerThanItsRequestsLimit_isClosed_whileTheConnectionIsNotIdle() async throws {
        // Given: a long idle timeout, a short body time for this path
        let sut = try HTTPServerHarness(
            configuration: ServerConfiguration(
                port: 0, bodyLimitByRequest: { $0.path == "/form" ? BodyLimit(maxBytes: 100, timeout: 0.2) : nil },
                idleTimeout: 60, headTimeout: 60))
        let client = try sut.connect()
        // When: a head, then part of its body
        await client.send("POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc")
        let ending = await client.ending()
        // Then
        #expect(ending == .closed([]))
        #expect(sut.requests.isEmpty)
        await sut.stop()
    }

    @Test func largeAnswers_withinTheirBudget_goWhole_beyondIt_areA503() async throws {
        // Given: room for one 100 KB answer at a time
        let body = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0) })
        let sut = try HTTPServerHarness(
            configuration: ServerConfiguration(
                port: 0, idleTimeout: 60, headTimeout: 60, maxLargeAnswerBytes: 150_000)
        ) { request in
            HTTPResponse(status: 200, body: request.path == "/big" ? body + body : body)
        }
        let client = try sut.connect()
        // When
        await client.send("GET /fits HTTP/1.1\r\nHost: x\r\n\r\n")
        let fits = await client.response()
        await client.send("GET /big HTTP/1.1\r\nHost: x\r\n\r\n")
        let big = await client.response()
        // Then
        #expect(fits?.status == 200 && fits?.body == Array(body))
        #expect(big?.status == 503 && big?.headers["retry-after"] == "1")
        await sut.stop()
    }

    @Test(arguments: [100_000, Int.max])
    func aSlowAnswer_thenAPipelinedRequest_bothAreAnsweredAtOnce(bytesPerSecond: Int) async throws {
        // Given: one loop, whose first answer is a slow body (a fault) at `bytesPerSecond`
        let sut = try HTTPServerHarness(configuration: HTTPServerHarness.oneLoop) { request in
            var response = await HTTPServerHarness.echo(request)
            if request.path == "/slow" { response.delivery = .trickled(bytesPerSecond: bytesPerSecond) }
            return response
        }
        let client = try sut.connect()
        // When: two requests in one packet (the second's handler starts from the sweep that sends the last piece)
        await client.send("GET /slow HTTP/1.1\r\nHost: x\r\n\r\nGET /next HTTP/1.1\r\nHost: x\r\n\r\n")
        let slow = await client.response()
        let next = await client.response()
        // Then: the second is not left waiting for the answer's send timeout (60 s)
        #expect(slow?.text == "GET /slow")
        #expect(next?.text == "GET /next")
        await sut.stop()
    }

    @Test(.timeLimit(.minutes(1)))
    func stop_waitsForAHalfSentBody_onlyForItsGrace_notItsWholeTimeout() async throws {
        // Given: bodies may take 5 minutes; a client that has sent half of one
        let sut = try HTTPServerHarness(
            configuration: ServerConfiguration(
                port: 0, bodyLimit: BodyLimit(maxBytes: 100, timeout: 300), idleTimeout: 300, headTimeout: 300))
        let client = try sut.connect()
        await client.send("POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc")
        // When: the server stops
        await sut.stop()
        // Then: it has returned (within the test's time limit), the connection is closed, and nothing was handled
        #expect(await client.ending() == .closed([]))
        #expect(sut.requests.isEmpty)
    }

    private enum Failure: Error { case stillOpen }
}

/// A raw request and the status it must be refused with, named in the test's output by its first bytes (escaped), so
/// a request of 100,000 line ends prints as one line.
struct RawRequest: CustomTestStringConvertible, Sendable {
    let text: String
    let status: Int

    init(_ example: (text: String, status: Int)) {
        (text, status) = example
    }

    var testDescription: String {
        let start = String(text.prefix(60)).debugDescription
        return "\(start)\(text.count > 60 ? " (\(text.utf8.count) bytes)" : "") → \(status)"
    }
}
