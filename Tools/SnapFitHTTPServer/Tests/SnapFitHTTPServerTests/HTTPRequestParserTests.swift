import Foundation
import Testing

@testable import SnapFitHTTPServer

struct HTTPRequestParserTests {
    /// What a new parser makes of `text` received in pieces of `pieceSize` bytes (all at once by default).
    private func outcome(_ text: String, pieceSize: Int = .max) -> HTTPParseOutcome {
        var sut = HTTPRequestParser(bodyLimit: BodyLimit(maxBytes: 1024, timeout: 60))
        let bytes = Array(text.utf8)
        var result = sut.next()
        for start in stride(from: 0, to: bytes.count, by: max(1, min(pieceSize, bytes.count))) {
            sut.append(bytes[start..<min(start + pieceSize, bytes.count)])
            result = sut.next()
            if case .incomplete = result { continue }
            return result
        }
        return result
    }

    private func parsed(_ text: String, pieceSize: Int = .max) -> ParsedRequest? {
        guard case .complete(let parsed) = outcome(text, pieceSize: pieceSize) else { return nil }
        return parsed
    }

    private func rejection(_ text: String) -> HTTPRequestRejection? {
        guard case .rejected(let rejection) = outcome(text) else { return nil }
        return rejection
    }

    private func expectsContinue(_ text: String) -> Bool? {
        guard case .incomplete(let expectsContinue) = outcome(text) else { return nil }
        return expectsContinue
    }

    @Test func parse_ofSimpleGet_readsMethodPathHeadersAndLength() throws {
        // When
        let head = "GET /snapfit/vibes HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n\r\n"
        let result = try #require(parsed(head + "GET /next"))
        // Then
        #expect(result.request.method == "GET")
        #expect(result.request.path == "/snapfit/vibes")
        #expect(result.request.headers == ["host": "x", "x-a": "1"])
        #expect(result.byteCount == head.utf8.count)
        #expect(result.keepAlive)
    }

    @Test func parse_ofPartialRequest_asksForMore() {
        // When / Then
        #expect(expectsContinue("GET /a HTTP/1.1\r\nHost: x\r\n") == false)
        #expect(expectsContinue("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n\r\nab") == false)
        #expect(expectsContinue("POST /a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nab") == false)
        #expect(expectsContinue("") == false)
    }

    @Test func parse_withExpectContinue_asksForTheBodyWithTheFlagSet() {
        // When / Then
        #expect(
            expectsContinue("PUT /a HTTP/1.1\r\nHost: x\r\nExpect: 100-Continue\r\nContent-Length: 4\r\n\r\n") == true)
    }

    @Test func parse_decodesPathAndQuery_plusIsLiteralInThePathButASpaceInTheQuery() throws {
        // When
        let request = try #require(
            parsed("GET /a+b/%E1%84%80?v=%ED%95%9C+%EA%B8%80&empty=&bare&p=1%2B1 HTTP/1.1\r\nHost: x\r\n\r\n")
        )
        .request
        // Then
        #expect(request.path == "/a+b/\u{1100}")
        #expect(request.query.map(\.name) == ["v", "empty", "bare", "p"])
        #expect(request.query.map(\.value) == ["한 글", "", "", "1+1"])
    }

    @Test func parse_ofAbsoluteFormTarget_keepsThePathAndQuery() throws {
        // When
        let request = try #require(parsed("GET http://127.0.0.1:8081/snapfit/post?id=3 HTTP/1.1\r\nHost: x\r\n\r\n"))
            .request
        // Then
        #expect(request.path == "/snapfit/post")
        #expect(request.queryValue("id") == "3")
    }

    @Test func parse_joinsRepeatedHeadersAndIgnoresNameCase() throws {
        // When
        let request = try #require(parsed("GET / HTTP/1.1\r\nHost: x\r\nAccept: a\r\naccept:  b \r\n\r\n")).request
        // Then
        #expect(request.header("ACCEPT") == "a, b")
    }

    @Test func parse_skipsBlankLinesBeforeTheRequest_andCountsThem() throws {
        // When
        let request = "\r\n\r\nPOST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nhi"
        let result = try #require(parsed(request, pieceSize: 1))
        // Then
        #expect(result.request.body == Data("hi".utf8))
        #expect(result.byteCount == request.utf8.count)
    }

    @Test func parse_ofChunkedBody_joinsChunksIgnoringExtensionsAndTrailers() throws {
        // When
        let request =
            "POST /c HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: Chunked\r\n\r\n3;a=b\r\nabc\r\nA\r\n0123456789\r\n0\r\nT: v\r\n\r\n"
        let result = try #require(parsed(request + "X"))
        // Then
        #expect(result.request.body == Data("abc0123456789".utf8))
        #expect(result.byteCount == request.utf8.count)
    }

    @Test(arguments: [
        ("GET /a HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", false),
        ("GET /a HTTP/1.1\r\nHost: x\r\nConnection: keep-alive, Close\r\n\r\n", false),
        ("GET /a HTTP/1.1\r\nHost: x\r\n\r\n", true),
        ("GET /a HTTP/1.0\r\n\r\n", false),
        ("GET /a HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n", true),
    ])
    func parse_decidesKeepAliveFromVersionAndConnection(request: String, keepAlive: Bool) {
        // When / Then
        #expect(parsed(request)?.keepAlive == keepAlive)
    }

    @Test func parse_ofOversizedContentLength_refusesBeforeTheBodyArrives() {
        // When / Then
        #expect(rejection("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 1025\r\n\r\n")?.status == 413)
        #expect(
            parsed("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 1024\r\n\r\n" + String(repeating: "x", count: 1024))
                != nil)
    }

    @Test func parse_ofARequestGivenItsOwnLimit_takesABiggerBodyThen_only() throws {
        // Given: a bigger body for a request whose head carries the right permit
        let upload = BodyLimit(maxBytes: 64, timeout: 300)
        var sut = HTTPRequestParser(bodyLimit: BodyLimit(maxBytes: 16, timeout: 5)) { head in
            head.path == "/upload" && head.queryValue("permit") == "yes" ? upload : nil
        }
        let body = String(repeating: "a", count: 40)
        // When / Then
        sut.append(Array("POST /upload?permit=yes HTTP/1.1\r\nHost: x\r\nContent-Length: 40\r\n\r\n".utf8)[...])
        #expect(sut.bodyTimeout == nil)
        guard case .incomplete = sut.next() else { throw Failure.notParsed }
        #expect(sut.bodyTimeout == 300)
        sut.append(Array(body.utf8)[...])
        guard case .complete(let parsed) = sut.next() else { throw Failure.notParsed }
        #expect(parsed.request.body.count == 40)
        #expect(sut.bodyTimeout == nil)
        sut.append(Array("POST /upload?permit=no HTTP/1.1\r\nHost: x\r\nContent-Length: 40\r\n\r\n".utf8)[...])
        guard case .rejected(let rejection) = sut.next() else { throw Failure.notParsed }
        #expect(rejection.status == 413)
    }

    @Test func aLargeBody_goesToAFileAsItArrives_andComesOutWhole() throws {
        // Given: a body four times the spool's threshold, sent in pieces
        var sut = HTTPRequestParser(bodyLimit: BodyLimit(maxBytes: 4 << 20, timeout: 60))
        let body = (0..<(4 * BodySpool.threshold)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        sut.append(Array("POST /up HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.count)\r\n\r\n".utf8)[...])
        var held: [Int] = []
        var outcome = sut.next()
        for piece in stride(from: 0, to: body.count, by: 100_000) {
            sut.append(body[piece..<min(piece + 100_000, body.count)])
            outcome = sut.next()
            held.append(sut.heldBytes)
        }
        // Then: never more than a piece in memory, and the body whole
        guard case .complete(let parsed) = outcome else { throw Failure.notParsed }
        #expect(parsed.request.body == Data(body))
        #expect(held.allSatisfy { $0 <= 100_000 })
    }

    @Test func aSpooledBodyLeftHalfway_isDiscarded() {
        // Given
        var sut = HTTPRequestParser(bodyLimit: BodyLimit(maxBytes: 4 << 20, timeout: 60))
        sut.append(Array("POST /up HTTP/1.1\r\nHost: x\r\nContent-Length: \(1 << 20)\r\n\r\n".utf8)[...])
        sut.append(Array(repeating: 7, count: 1000)[...])
        // When / Then: still waiting, then dropped without a trace
        guard case .incomplete = sut.next() else {
            Issue.record("a half body is not a request")
            return
        }
        sut.discard()
        #expect(sut.heldBytes <= 1000)
    }

    private enum Failure: Error { case notParsed }

    @Test func parse_ofHugeHeaderSection_is431() {
        // Given
        let header =
            "GET / HTTP/1.1\r\nHost: x\r\nX: " + String(repeating: "a", count: HTTPRequestParser.maxHeaderBytes)
        // When / Then
        #expect(rejection(header)?.status == 431)
    }

    @Test func parse_ofUnknownMethod_is501_andKeepsTheRequestLineForTheLog() {
        // When
        let result = rejection("BREW /pot?token=x HTTP/1.1\r\n\r\n")
        // Then
        #expect(result?.status == 501)
        #expect(result?.method == "BREW")
        #expect(result?.target == "/pot?token=x")
    }

    @Test(arguments: ["BREW", "TRACE", "QUERY"])
    func parse_ofAnyWellFormedMethod_whenEveryMethodIsPassedOn_isARequest(method: String) throws {
        // Given
        var sut = HTTPRequestParser(bodyLimit: BodyLimit(maxBytes: 1024, timeout: 60), passesEveryMethod: true)
        // When
        sut.append(Array("\(method) /pot HTTP/1.1\r\nHost: x\r\n\r\n".utf8)[...])
        // Then
        guard case .complete(let parsed) = sut.next() else { return #expect(Bool(false), "not parsed") }
        #expect(parsed.request.method == method)
    }

    @Test func parse_ofBadHeaderAfterAGoodRequestLine_keepsTheRequestLineForTheLog() {
        // When
        let result = rejection("GET /a HTTP/1.1\r\nHost: x\r\nBad\r\n\r\n")
        // Then
        #expect(result?.status == 400)
        #expect(result?.method == "GET")
        #expect(result?.target == "/a")
    }

    @Test(arguments: [
        "GET /\u{7F} HTTP/1.1\r\nHost: x\r\n\r\n", "GET /a HTTP/1.1\r\nX: a\u{01}b\r\n\r\n",
        "GET /a%2 HTTP/1.1\r\nHost: x\r\n\r\n",
    ])
    func parse_ofControlCharactersOrTruncatedEscapes_is400(request: String) {
        // When / Then
        #expect(rejection(request)?.status == 400)
    }

    @Test func parse_ofHTTP11WithoutHost_is400_whileHTTP10NeedsNone() {
        // When / Then
        #expect(rejection("GET /a HTTP/1.1\r\nAccept: */*\r\n\r\n")?.status == 400)
        #expect(parsed("GET /a HTTP/1.0\r\n\r\n") != nil)
    }

    @Test func parse_ofMoreBlankLinesBeforeTheRequestThanAllowed_is400_withoutWaitingForMore() {
        // Given
        let flood = String(repeating: "\r\n", count: HTTPRequestParser.maxLeadingBlankBytes)
        // When / Then
        #expect(rejection(flood + "GET /a HTTP/1.1\r\nHost: x\r\n\r\n")?.status == 400)
        #expect(parsed("\r\n\r\nGET /a HTTP/1.1\r\nHost: x\r\n\r\n") != nil)
    }

    @Test func parse_ofChunkedBodyWhoseFramingOutgrowsTheLimit_is413_thoughItsDataIsSmall() {
        // Given: 1-byte chunks with 100-byte extensions, about 74 KiB of framing for 700 bytes of data
        let chunk = "1;" + String(repeating: "e", count: 100) + "\r\nx\r\n"
        let request =
            "POST /c HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
            + String(repeating: chunk, count: 700) + "0\r\n\r\n"
        // When
        let result = rejection(request)
        // Then
        #expect(result?.status == 413)
        #expect(result?.reason.contains("framing") == true)
        #expect(result?.method == "POST")
    }

    @Test func parse_ofOneEndlessChunkExtension_isRefusedOnceItPassesTheLimit() {
        // When
        let result = rejection(
            "POST /c HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n1;"
                + String(repeating: "e", count: ChunkedBodyDecoder.maxFramingBytes + 1))
        // Then
        #expect(result?.status == 413)
    }

    @Test func parse_ofOversizedTrailerSection_is431() {
        // When
        let result = rejection(
            "POST /c HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nx\r\n0\r\nT: "
                + String(repeating: "v", count: ChunkedBodyDecoder.maxTrailerBytes) + "\r\n\r\n")
        // Then
        #expect(result?.status == 431)
    }

    @Test(arguments: [1, 2, 3, 7])
    func parse_ofRequestArrivingInSmallPieces_isTheSameAsAllAtOnce(pieceSize: Int) throws {
        // Given
        let request =
            "\r\nPOST /c?q=1 HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "3;ext=1\r\nabc\r\n10\r\n0123456789abcdef\r\n0\r\nT: v\r\n\r\n"
        // When
        let whole = try #require(parsed(request))
        let pieces = try #require(parsed(request, pieceSize: pieceSize))
        // Then
        #expect(pieces.request.body == Data("abc0123456789abcdef".utf8))
        #expect(pieces.request.body == whole.request.body)
        #expect(pieces.byteCount == request.utf8.count)
        #expect(pieces.request.query.map(\.value) == ["1"])
    }
}
