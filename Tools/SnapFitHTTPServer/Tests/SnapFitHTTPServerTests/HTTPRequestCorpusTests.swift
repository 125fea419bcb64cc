import Testing

@testable import SnapFitHTTPServer

/// Raw requests and what RFC 9112 and RFC 9110 say a strict server does with them: read one request, or refuse it
/// with a status. Each is fed whole and a byte at a time, which must not change the verdict.
struct HTTPRequestCorpusTests {
    enum Verdict: Equatable, CustomStringConvertible {
        case accepted
        case refused(Int)

        var description: String {
            switch self {
            case .accepted: "accepted"
            case .refused(let status): "refused \(status)"
            }
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let raw: String
        let verdict: Verdict

        var testDescription: String { name }
    }

    static let corpus: [Case] = [
        // Line ends (§2.2): CRLF only; a bare LF could end a line for one reader and not another.
        Case(name: "CRLF throughout", raw: "GET / HTTP/1.1\r\nHost: a\r\n\r\n", verdict: .accepted),
        Case(
            name: "blank lines before the request line", raw: "\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n",
            verdict: .accepted),
        Case(name: "bare LF ending the request line", raw: "GET / HTTP/1.1\nHost: a\r\n\r\n", verdict: .refused(400)),
        Case(
            name: "bare LF hiding a Content-Length",
            raw: "GET / HTTP/1.1\r\nHost: l\r\nDummy: x\nContent-Length: 23\r\n\r\nGET /hidden HTTP/1.1\r\n\r\n",
            verdict: .refused(400)),
        Case(name: "bare LF ending the head", raw: "GET / HTTP/1.1\r\nHost: a\r\n\n", verdict: .refused(400)),
        Case(
            name: "bare LF before the request line", raw: "\nGET / HTTP/1.1\r\nHost: a\r\n\r\n", verdict: .refused(400)),
        Case(
            name: "bare CR in a header value", raw: "GET / HTTP/1.1\r\nHost: a\r\nX: a\rb\r\n\r\n",
            verdict: .refused(400)),
        // Host (§3.2): exactly one in HTTP/1.1.
        Case(name: "no Host", raw: "GET / HTTP/1.1\r\n\r\n", verdict: .refused(400)),
        Case(name: "two Host fields", raw: "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", verdict: .refused(400)),
        Case(
            name: "two Host fields, differently cased", raw: "GET / HTTP/1.1\r\nHost: a\r\nhOST: a\r\n\r\n",
            verdict: .refused(400)),
        Case(name: "HTTP/1.0 without Host", raw: "GET / HTTP/1.0\r\n\r\n", verdict: .accepted),
        Case(name: "a Host with a space", raw: "GET / HTTP/1.1\r\nHost: a b\r\n\r\n", verdict: .refused(400)),
        Case(name: "a Host with a path", raw: "GET / HTTP/1.1\r\nHost: a/b\r\n\r\n", verdict: .refused(400)),
        Case(name: "a Host with a port", raw: "GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n", verdict: .accepted),
        Case(name: "an IPv6 Host", raw: "GET / HTTP/1.1\r\nHost: [::1]:8080\r\n\r\n", verdict: .accepted),
        // The request line (§3) and its target (§3.2): visible US-ASCII, origin or absolute form.
        Case(name: "raw UTF-8 in the path", raw: "GET /caf\u{E9} HTTP/1.1\r\nHost: a\r\n\r\n", verdict: .refused(400)),
        Case(
            name: "percent-encoded UTF-8 in the path", raw: "GET /caf%C3%A9 HTTP/1.1\r\nHost: a\r\n\r\n",
            verdict: .accepted),
        Case(name: "a fragment in the target", raw: "GET /a#b HTTP/1.1\r\nHost: a\r\n\r\n", verdict: .refused(400)),
        Case(name: "a target not starting with /", raw: "GET a HTTP/1.1\r\nHost: a\r\n\r\n", verdict: .refused(400)),
        Case(name: "absolute form", raw: "GET http://a/b?c=d HTTP/1.1\r\nHost: a\r\n\r\n", verdict: .accepted),
        Case(name: "two spaces after the method", raw: "GET  / HTTP/1.1\r\nHost: a\r\n\r\n", verdict: .refused(400)),
        Case(name: "a tab for a space", raw: "GET\t/ HTTP/1.1\r\nHost: a\r\n\r\n", verdict: .refused(400)),
        Case(name: "lower-case version", raw: "GET / http/1.1\r\nHost: a\r\n\r\n", verdict: .refused(400)),
        Case(
            name: "HTTP/2.0 in an HTTP/1 request line", raw: "GET / HTTP/2.0\r\nHost: a\r\n\r\n",
            verdict: .refused(505)),
        Case(name: "an unknown method", raw: "BREW / HTTP/1.1\r\nHost: a\r\n\r\n", verdict: .refused(501)),
        // Field lines (§5): a token, a colon with no space before it, and no control characters.
        Case(name: "space before the colon", raw: "GET / HTTP/1.1\r\nHost : a\r\n\r\n", verdict: .refused(400)),
        Case(
            name: "a line folded onto the next (obs-fold)", raw: "GET / HTTP/1.1\r\nHost: a\r\nX: b\r\n c\r\n\r\n",
            verdict: .refused(400)),
        Case(name: "a NUL in a value", raw: "GET / HTTP/1.1\r\nHost: a\r\nX: a\u{0}b\r\n\r\n", verdict: .refused(400)),
        // Message body length (§6.3).
        Case(
            name: "Content-Length", raw: "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\nhi",
            verdict: .accepted),
        Case(
            name: "Content-Length with a sign", raw: "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: +2\r\n\r\nhi",
            verdict: .refused(400)),
        Case(
            name: "two different Content-Lengths",
            raw: "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\nhi",
            verdict: .refused(400)),
        Case(
            name: "Content-Length and Transfer-Encoding",
            raw: "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
            verdict: .refused(400)),
        Case(
            name: "chunked not last", raw: "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked, gzip\r\n\r\n",
            verdict: .refused(400)),
        Case(
            name: "chunked in HTTP/1.0", raw: "POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
            verdict: .refused(400)),
        // Chunked framing (§7.1).
        Case(
            name: "chunks with extensions and a trailer", raw: chunked("3;a=b;c=\"d e\"\r\nabc\r\n0\r\nT: v\r\n\r\n"),
            verdict: .accepted),
        Case(name: "blanks before an extension", raw: chunked("3 ;a\r\nabc\r\n0\r\n\r\n"), verdict: .accepted),
        Case(
            name: "a size with a trailing blank", raw: chunked("a \r\n0123456789\r\n0\r\n\r\n"), verdict: .refused(400)),
        Case(
            name: "a size with a leading blank", raw: chunked(" a\r\n0123456789\r\n0\r\n\r\n"), verdict: .refused(400)),
        Case(name: "an empty extension", raw: chunked("2;\r\nhi\r\n0\r\n\r\n"), verdict: .refused(400)),
        Case(name: "an extension without a value", raw: chunked("2;a=\r\nhi\r\n0\r\n\r\n"), verdict: .refused(400)),
        Case(name: "an unbalanced quote", raw: chunked("2;a=\"b\r\nhi\r\n0\r\n\r\n"), verdict: .refused(400)),
        Case(name: "a size with 0x", raw: chunked("0x2\r\nhi\r\n0\r\n\r\n"), verdict: .refused(400)),
        Case(name: "a negative size", raw: chunked("-2\r\nhi\r\n0\r\n\r\n"), verdict: .refused(400)),
        Case(name: "a bare LF after the size", raw: chunked("2\nhi\r\n0\r\n\r\n"), verdict: .refused(400)),
        Case(name: "a bare LF after the data", raw: chunked("2\r\nhi\n0\r\n\r\n"), verdict: .refused(400)),
        Case(name: "data longer than its size", raw: chunked("2\r\nhix\r\n0\r\n\r\n"), verdict: .refused(400)),
        Case(name: "a bare LF ending the trailers", raw: chunked("0\r\n\n"), verdict: .refused(400)),
        Case(name: "a size of sixteen digits", raw: chunked("1000000000000000\r\n"), verdict: .refused(400)),
        Case(
            name: "a size with many leading zeros", raw: chunked("00000000000000000002\r\nhi\r\n0\r\n\r\n"),
            verdict: .accepted),
        Case(name: "a trailer without a colon", raw: chunked("0\r\nTrailer\r\n\r\n"), verdict: .refused(400)),
        Case(
            name: "a trailer folded onto the next line", raw: chunked("0\r\nT: a\r\n b\r\n\r\n"),
            verdict: .refused(400)),
        Case(name: "a NUL in a trailer", raw: chunked("0\r\nT: a\u{0}b\r\n\r\n"), verdict: .refused(400)),
    ]

    private static func chunked(_ body: String) -> String {
        "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n" + body
    }

    /// What a parser makes of `raw`, sent in pieces of `pieceSize` bytes.
    private func verdict(_ raw: String, pieceSize: Int) -> Verdict? {
        var sut = HTTPRequestParser(bodyLimit: BodyLimit(maxBytes: 1 << 20, timeout: 60))
        let bytes = Array(raw.utf8)
        for start in stride(from: 0, to: bytes.count, by: pieceSize) {
            sut.append(bytes[start..<min(start + pieceSize, bytes.count)])
            switch sut.next() {
            case .incomplete: continue
            case .complete: return .accepted
            case .rejected(let rejection): return .refused(rejection.status)
            }
        }
        return nil
    }

    @Test(arguments: corpus)
    func request_getsItsVerdict_wholeOrByteByByte(_ example: Case) {
        // When / Then
        #expect(verdict(example.raw, pieceSize: .max) == example.verdict)
        #expect(verdict(example.raw, pieceSize: 1) == example.verdict)
    }
}
