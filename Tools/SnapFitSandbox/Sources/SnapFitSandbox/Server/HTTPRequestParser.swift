import Foundation
import SnapFitBackend

/// Reads HTTP/1.1 requests (RFC 9112) from the bytes a connection has received so far.
///
/// The parser keeps no state: given the buffer it says whether a whole request is at its start, so pipelined
/// requests come out one at a time, in order. Header names are lower-cased; repeated headers are joined with
/// `", "`. Bodies come from `Content-Length` or `Transfer-Encoding: chunked`.
struct HTTPRequestParser: Sendable {
    /// The largest header section accepted (request line included); more is a 431.
    static let maxHeaderBytes = 64 * 1024
    /// The methods served; another well-formed method is a 501.
    static let supportedMethods: Set<String> = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]

    let maxBodyBytes: Int

    /// The first request in `bytes`, or what is wrong with it, or a request for more bytes.
    func parse(_ bytes: [UInt8]) -> HTTPParseOutcome {
        let start = bytes.firstIndex { $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") } ?? bytes.count
        guard let headerEnd = Self.endOfHeaders(in: bytes, from: start) else {
            return bytes.count - start > Self.maxHeaderBytes
                ? .rejected(HTTPRequestRejection(status: 431, reason: "request header section too large"))
                : .incomplete(expectsContinue: false)
        }
        let lines = Self.lines(bytes[start..<headerEnd])
        guard let requestLine = lines.first else { return .rejected(.badRequest("missing request line")) }
        do throws(HTTPRequestRejection) {
            let (method, target, version) = try Self.requestLine(requestLine)
            do throws(HTTPRequestRejection) {
                return try parseRest(
                    bytes, method: method, target: target, version: version, headerLines: lines.dropFirst(),
                    headerEnd: headerEnd)
            } catch {
                var rejection = error
                rejection.method = method
                rejection.target = String(decoding: target, as: UTF8.self)
                return .rejected(rejection)
            }
        } catch {
            return .rejected(error)
        }
    }

    private func parseRest(
        _ bytes: [UInt8], method: String, target: [UInt8], version: String, headerLines: ArraySlice<ArraySlice<UInt8>>,
        headerEnd: Int
    ) throws(HTTPRequestRejection) -> HTTPParseOutcome {
        let headers = try Self.headers(headerLines)
        let path: String
        let query: [(name: String, value: String)]
        do throws(HTTPRequestTarget.Invalid) {
            (path, query) = try HTTPRequestTarget.decode(target)
        } catch {
            throw .badRequest(error.reason)
        }
        let connection = Set(
            (headers["connection"] ?? "").lowercased().split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            })
        let keepAlive = version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
        let expectsContinue = version == "HTTP/1.1" && headers["expect"]?.lowercased() == "100-continue"
        let body: Data
        let end: Int
        switch try bodyFraming(headers) {
        case .none:
            (body, end) = (Data(), headerEnd)
        case .length(let length):
            guard bytes.count - headerEnd >= length else { return .incomplete(expectsContinue: expectsContinue) }
            (body, end) = (Data(bytes[headerEnd..<headerEnd + length]), headerEnd + length)
        case .chunked:
            switch ChunkedBody.decode(bytes, from: headerEnd, maxBytes: maxBodyBytes) {
            case .incomplete: return .incomplete(expectsContinue: expectsContinue)
            case .rejected(let rejection): throw rejection
            case .complete(let data, let chunkedEnd): (body, end) = (data, chunkedEnd)
            }
        }
        let request = HTTPRequest(method: method, path: path, query: query, headers: headers, body: body)
        return .complete(
            ParsedRequest(
                request: request, target: String(decoding: target, as: UTF8.self), byteCount: end, keepAlive: keepAlive)
        )
    }

    private enum BodyFraming {
        case none
        case length(Int)
        case chunked
    }

    private func bodyFraming(_ headers: [String: String]) throws(HTTPRequestRejection) -> BodyFraming {
        switch (headers["transfer-encoding"], headers["content-length"]) {
        case (.some, .some):
            throw .badRequest("both Transfer-Encoding and Content-Length")
        case (.some(let encoding), nil):
            let codings = encoding.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard codings.last == "chunked" else { throw .badRequest("the last transfer coding must be chunked") }
            guard codings == ["chunked"] else {
                throw HTTPRequestRejection(status: 501, reason: "unsupported transfer coding \(encoding)")
            }
            return .chunked
        case (nil, .some(let lengths)):
            let values = Set(lengths.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            guard values.count == 1, let text = values.first, !text.isEmpty, text.count <= 18,
                text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), let length = Int(text)
            else { throw .badRequest("bad Content-Length") }
            guard length <= maxBodyBytes else {
                throw HTTPRequestRejection(status: 413, reason: "request body larger than \(maxBodyBytes) bytes")
            }
            return length == 0 ? .none : .length(length)
        case (nil, nil):
            return .none
        }
    }

    /// The index just past the blank line that ends the header section, if it has arrived.
    private static func endOfHeaders(in bytes: [UInt8], from start: Int) -> Int? {
        let limit = min(bytes.count, start + maxHeaderBytes + 4)
        var index = start
        while index < limit {
            if bytes[index] == UInt8(ascii: "\n") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { return index + 2 }
                if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\r"),
                    bytes[index + 2] == UInt8(ascii: "\n")
                {
                    return index + 3
                }
            }
            index += 1
        }
        return nil
    }

    /// The non-empty lines of a header section, CRLF or LF stripped.
    private static func lines(_ section: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        section.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).compactMap { line in
            let trimmed = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
            return trimmed.isEmpty ? nil : trimmed
        }
    }

    private static func requestLine(
        _ line: ArraySlice<UInt8>
    ) throws(HTTPRequestRejection) -> (method: String, target: [UInt8], version: String) {
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty,
            parts[0].allSatisfy(isTokenCharacter), parts[1].allSatisfy({ $0 > 0x20 && $0 != 0x7f })
        else { throw .badRequest("malformed request line") }
        let method = String(decoding: parts[0], as: UTF8.self)
        let target = Array(parts[1])
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            let isHTTP = version.count == 8 && version.hasPrefix("HTTP/") && version.dropFirst(6).first == "."
            throw isHTTP
                ? HTTPRequestRejection(status: 505, reason: "HTTP version \(version) not supported")
                : .badRequest("malformed request line")
        }
        guard supportedMethods.contains(method) else {
            throw HTTPRequestRejection(
                status: 501, reason: "method \(method) not implemented", method: method,
                target: String(decoding: target, as: UTF8.self))
        }
        return (method, target, version)
    }

    private static func headers(
        _ lines: ArraySlice<ArraySlice<UInt8>>
    ) throws(HTTPRequestRejection) -> [String: String] {
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                line[..<colon].allSatisfy(isTokenCharacter)
            else { throw .badRequest("malformed header line") }
            let rawValue = line[(colon + 1)...]
            guard rawValue.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7f) }) else {
                throw .badRequest("control character in a header value")
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: rawValue, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { $0 + ", " + value } ?? value
        }
        return headers
    }

    /// RFC 9110 `tchar`: what method and header names are made of.
    private static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }
}
