import Foundation
import Testing

@testable import SnapFitHTTPServer

struct HTTPResponseSerializerTests {
    private func text(_ response: HTTPResponse, keepAlive: Bool = true, includeBody: Bool = true) -> String {
        String(
            decoding: HTTPResponseSerializer.bytes(
                of: response, keepAlive: keepAlive, includeBody: includeBody, date: Self.date),
            as: UTF8.self)
    }

    private static let date = "Sun, 06 Nov 1994 08:49:37 GMT"

    @Test func date_isTheIMFFixdateOfTheSecond() {
        // When / Then: RFC 9110 §5.6.7's own example, and a date with one-digit fields
        #expect(HTTPDate.text(secondsSince1970: 784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.text(secondsSince1970: 1_803_524_645) == "Thu, 25 Feb 2027 03:04:05 GMT")
        #expect(HTTPDate.now().hasSuffix(" GMT"))
    }

    @Test func bytes_writeStatusLineHeadersLengthConnectionAndBody() {
        // Given
        let response = HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: Data("{}".utf8))
        // When / Then
        #expect(
            text(response)
                == "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nDate: \(Self.date)\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\n{}"
        )
    }

    @Test func bytes_replaceTheHandlersFramingHeadersWithTheServersOwn() {
        // Given
        let response = HTTPResponse(
            status: 500,
            headers: [
                ("content-length", "99"), ("Connection", "keep-alive"), ("Transfer-Encoding", "x"), ("DATE", "x"),
            ])
        // When / Then
        #expect(
            text(response, keepAlive: false)
                == "HTTP/1.1 500 Internal Server Error\r\nDate: \(Self.date)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        )
    }

    @Test func bytes_forHead_keepTheLengthButDropTheBody() {
        // Given
        let response = HTTPResponse(status: 200, body: Data("hello".utf8))
        // When / Then
        #expect(
            text(response, includeBody: false)
                == "HTTP/1.1 200 OK\r\nDate: \(Self.date)\r\nContent-Length: 5\r\nConnection: keep-alive\r\n\r\n")
    }

    @Test func bytes_forNoContent_haveNoLengthAndNoBody() {
        // When / Then
        #expect(
            text(HTTPResponse(status: 204, body: Data("x".utf8)))
                == "HTTP/1.1 204 No Content\r\nDate: \(Self.date)\r\nConnection: keep-alive\r\n\r\n")
    }

    @Test func bytes_neverLetAHeaderValueSplitTheResponse() {
        // Given
        let response = HTTPResponse(status: 200, headers: [("X-A", "one\r\nSet-Cookie: evil")])
        // When / Then
        #expect(text(response).contains("X-A: one Set-Cookie: evil\r\n"))
        #expect(!text(response).contains("\nSet-Cookie"))
    }

    @Test(arguments: [(401, "Unauthorized"), (413, "Content Too Large"), (499, "Client Error"), (599, "Server Error")])
    func reasonPhrase_isTheRegisteredOneOrTheClasss(status: Int, phrase: String) {
        // When / Then
        #expect(HTTPResponseSerializer.reasonPhrase(for: status) == phrase)
    }
}
