import Testing

@testable import SnapFitNetworking

struct HTTPAnswerReaderTests {
    private static let limits = ExchangeLimits(deadline: .seconds(1), maxHeadBytes: 256, maxBodyBytes: 64)

    private func read(
        _ text: String, method: String = "GET", pieceSize: Int = .max
    ) -> Result<HTTPAnswer, ExchangeFailure> {
        var sut = HTTPAnswerReader(source: ScriptedBytes(text, pieceSize: pieceSize), limits: Self.limits)
        return Result { () throws(ExchangeFailure) in try sut.read(method: method) }
    }

    private func body(_ result: Result<HTTPAnswer, ExchangeFailure>) -> String? {
        (try? result.get()).map { String(decoding: $0.body, as: UTF8.self) }
    }

    private func failure(_ result: Result<HTTPAnswer, ExchangeFailure>) -> ExchangeFailure? {
        if case .failure(let failure) = result { return failure }
        return nil
    }

    @Test(arguments: [1, 3, Int.max])
    func contentLength_readsExactlyTheBody_inAnyPieces(pieceSize: Int) throws {
        // When
        let result = read("HTTP/1.1 200 OK\r\nContent-Length: 5\r\nX-A: 1\r\nx-a: 2\r\n\r\nhello", pieceSize: pieceSize)
        // Then
        let answer = try result.get()
        #expect(answer.status == 200)
        #expect(answer.value(of: "X-A") == "1, 2")
        #expect(body(result) == "hello")
    }

    @Test(arguments: [1, Int.max])
    func chunked_joinsTheChunks_andReadsTheTrailers(pieceSize: Int) {
        let result = read(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5;ext=1\r\nhello\r\n1\r\n!\r\n0\r\nX-T: 1\r\n\r\n",
            pieceSize: pieceSize)
        #expect(body(result) == "hello!")
    }

    @Test func noFraming_readsUntilTheServerCloses() {
        #expect(body(read("HTTP/1.0 200 OK\r\n\r\nuntil the end")) == "until the end")
    }

    @Test func interimAnswers_areSkipped_andHeadHasNoBody() {
        #expect(body(read("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 204 No Content\r\nContent-Length: 9\r\n\r\n")) == "")
        #expect(body(read("HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\n", method: "HEAD")) == "")
        #expect(body(read("HTTP/1.1 304 Not Modified\r\nContent-Encoding: gzip\r\n\r\n")) == "")
    }

    @Test func redirect_isReturnedAsAnAnswer() throws {
        let answer = try read(
            "HTTP/1.1 307 Temporary Redirect\r\nLocation: http://elsewhere/\r\nContent-Length: 0\r\n\r\n"
        )
        .get()
        #expect(answer.status == 307)
        #expect(answer.value(of: "location") == "http://elsewhere/")
    }

    @Test(arguments: [
        "",
        "HTTP/1.1 200 OK\r\nContent-Le",
        "HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhel",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n",
    ])
    func connectionClosedBeforeTheAnswerEnds_isAnAnswerLost(text: String) {
        #expect(failure(read(text)) == .answerLost)
    }

    @Test(arguments: [
        ("HTTP/1.1 200 OK\r\nContent-Length: 65\r\n\r\n", "an answer larger than"),
        ("HTTP/1.1 200 OK\r\nContent-Length: 99999999999999999999999\r\n\r\n", "an answer larger than"),
        ("HTTP/1.1 200 OK\r\n\r\n" + String(repeating: "x", count: 65), "an answer larger than"),
        (
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n40\r\n" + String(repeating: "x", count: 64)
                + "\r\n1\r\nx\r\n0\r\n\r\n", "an answer larger than"
        ),
        ("HTTP/1.1 200 OK\r\nX: " + String(repeating: "h", count: 300) + "\r\n\r\n", "a head over 256 bytes"),
        (
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1;" + String(repeating: "e", count: 5000),
            "a chunk size line over"
        ),
        (
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n0\r\nT: " + String(repeating: "t", count: 300),
            "trailers over 256 bytes"
        ),
        ("HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: 1\r\n\r\nx", "compressed"),
        ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n-1\r\n", "chunk size"),
        ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1 0\r\n", "chunk size"),
        (
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                + String(repeating: "1;" + String(repeating: "e", count: 40) + "\r\nx\r\n", count: 3),
            "an answer larger than 64 bytes"
        ),
        ("HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nxx", "Content-Length"),
        ("HTTP/1.1 200 OK\nContent-Length: 0\n\n", "CRLF"),
        ("SMTP 220 hello\r\n\r\n", "status line"),
        ("HTTP/1.1 2000 OK\r\n\r\n", "status line"),
        ("HTTP/1.1 200 OK\r\nBad Header: x\r\n\r\n", "header"),
    ])
    func hostileAnswers_areRefusedAsInvalid_namingWhy(text: String, reason: String) {
        guard case .invalidAnswer(let message) = failure(read(text)) else {
            Issue.record("not refused as invalid")
            return
        }
        #expect(message.contains(reason))
    }

}
