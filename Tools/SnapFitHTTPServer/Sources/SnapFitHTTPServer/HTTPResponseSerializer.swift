/// Turns an `HTTPResponse` into HTTP/1.1 bytes: status line with reason phrase, the response's own headers,
/// then `Date`, `Content-Length` and `Connection`, which the server always sets itself.
enum HTTPResponseSerializer {
    /// Headers the server computes, lower-cased; the same names in a response are dropped.
    private static let serverHeaders = ["date", "content-length", "connection", "transfer-encoding"].map {
        Array($0.utf8)
    }

    /// The bytes to send, built once in one buffer. `includeBody` is false for `HEAD` (the length still describes the
    /// body).
    static func bytes(
        of response: HTTPResponse, keepAlive: Bool, includeBody: Bool = true, date: String = HTTPDate.now()
    ) -> [UInt8] {
        let status = (100...999).contains(response.status) ? response.status : 500
        let hasBody = status >= 200 && status != 204 && status != 304
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256 + response.headers.count * 64 + (hasBody && includeBody ? response.body.count : 0))
        bytes.append(contentsOf: "HTTP/1.1 \(status) \(reasonPhrase(for: status))\r\n".utf8)
        for (name, value) in response.headers where !isServerHeader(name) {
            appendSingleLine(name, to: &bytes)
            bytes.append(contentsOf: ": ".utf8)
            appendSingleLine(value, to: &bytes)
            bytes.append(contentsOf: "\r\n".utf8)
        }
        bytes.append(contentsOf: "Date: ".utf8)
        bytes.append(contentsOf: date.utf8)
        if hasBody {
            bytes.append(contentsOf: "\r\nContent-Length: ".utf8)
            bytes.append(contentsOf: String(response.body.count).utf8)
        }
        bytes.append(
            contentsOf: (keepAlive ? "\r\nConnection: keep-alive\r\n\r\n" : "\r\nConnection: close\r\n\r\n").utf8)
        if hasBody && includeBody { bytes.append(contentsOf: response.body) }
        return bytes
    }

    /// The interim answer to `Expect: 100-continue`.
    static let continueBytes = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    /// The standard reason phrase of `status`, or a generic one for codes without a registered phrase.
    static func reasonPhrase(for status: Int) -> String {
        if let phrase = phrases[status] { return phrase }
        return switch status / 100 {
        case 1: "Informational"
        case 2: "Success"
        case 3: "Redirection"
        case 4: "Client Error"
        default: "Server Error"
        }
    }

    /// Whether `name` is one of `serverHeaders`, in any case (compared without making a lower-cased copy).
    private static func isServerHeader(_ name: String) -> Bool {
        serverHeaders.contains { header in
            header.count == name.utf8.count && zip(header, name.utf8).allSatisfy { $0 == $1 | 0x20 }
        }
    }

    /// Appends a header name or value with each line break (CR, LF or CRLF) replaced by a space, so a response can
    /// never split itself. A text without one, as nearly all are, is copied whole.
    private static func appendSingleLine(_ text: String, to bytes: inout [UInt8]) {
        let copied = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard !utf8.contains(where: isLineBreak) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        guard copied != true else { return }
        var afterCR = false
        for byte in text.utf8 {
            defer { afterCR = byte == UInt8(ascii: "\r") }
            if byte == UInt8(ascii: "\n") && afterCR { continue }
            bytes.append(isLineBreak(byte) ? UInt8(ascii: " ") : byte)
        }
    }

    private static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
    }

    private static let phrases: [Int: String] = [
        100: "Continue", 101: "Switching Protocols",
        200: "OK", 201: "Created", 202: "Accepted", 204: "No Content", 206: "Partial Content",
        301: "Moved Permanently", 302: "Found", 303: "See Other", 304: "Not Modified", 307: "Temporary Redirect",
        308: "Permanent Redirect",
        400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
        406: "Not Acceptable", 408: "Request Timeout", 409: "Conflict", 410: "Gone", 411: "Length Required",
        412: "Precondition Failed", 413: "Content Too Large", 414: "URI Too Long", 415: "Unsupported Media Type",
        422: "Unprocessable Content", 429: "Too Many Requests", 431: "Request Header Fields Too Large",
        500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway", 503: "Service Unavailable",
        504: "Gateway Timeout", 505: "HTTP Version Not Supported", 507: "Insufficient Storage",
    ]
}
