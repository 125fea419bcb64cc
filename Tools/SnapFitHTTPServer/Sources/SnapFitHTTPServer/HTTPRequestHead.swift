import Foundation

/// The request line and header fields of one request (RFC 9112), and what they say about its body.
struct HTTPRequestHead: Sendable {
    /// How the body that follows the head is delimited.
    enum BodyFraming: Equatable {
        case none
        case length(Int)
        case chunked
    }

    /// The methods served; another well-formed method is a 501 unless every method is passed on.
    static let supportedMethods: Set<String> = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]

    let method: String
    /// The request target as sent, still percent-encoded.
    let target: String
    let path: String
    let query: [(name: String, value: String)]
    /// Header names lower-cased; repeated headers joined with `", "`.
    let headers: [String: String]
    let framing: BodyFraming
    /// The body this request may have.
    let bodyLimit: BodyLimit
    let keepAlive: Bool
    let expectsContinue: Bool

    /// Reads the head section (its lines, each ending in CRLF, and the blank line after them). A refusal after a readable request line names its method
    /// and target, for the log line.
    init(
        _ section: ArraySlice<UInt8>, bodyLimit: BodyLimit,
        bodyLimitByRequest: BodyLimitDecision? = nil, passesEveryMethod: Bool = false
    ) throws(HTTPRequestRejection) {
        let lines = Self.lines(section)
        guard let requestLine = lines.first else { throw .badRequest("missing request line") }
        let (method, target, version) = try Self.requestLine(requestLine, passesEveryMethod: passesEveryMethod)
        self.method = method
        self.target = String(decoding: target, as: UTF8.self)
        do throws(HTTPRequestRejection) {
            headers = try Self.headers(lines.dropFirst())
            guard version == "HTTP/1.0" || headers["host"] != nil else {
                throw .badRequest("an HTTP/1.1 request needs a Host header")
            }
            guard headers["host"]?.utf8.allSatisfy(HTTPSyntax.isHostCharacter) ?? true else {
                throw .badRequest("malformed Host")
            }
            // An HTTP/1.0 message cannot be chunked: its length would be read two ways (RFC 9112 §6.1).
            guard version == "HTTP/1.1" || headers["transfer-encoding"] == nil else {
                throw .badRequest("Transfer-Encoding in an HTTP/1.0 request")
            }
            do throws(HTTPRequestTarget.Invalid) {
                (path, query) = try HTTPRequestTarget.decode(target)
            } catch {
                throw .badRequest(error.reason)
            }
            let limit =
                bodyLimitByRequest?(HTTPRequest(method: method, path: path, query: query, headers: headers))
                ?? bodyLimit
            self.bodyLimit = limit
            framing = try Self.framing(headers, maxBodyBytes: limit.maxBytes)
        } catch {
            var rejection = error
            rejection.method = method
            rejection.target = self.target
            throw rejection
        }
        let connection = headers["connection"].map { Set(HTTPSyntax.listElements($0)) } ?? []
        keepAlive = version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
        expectsContinue =
            version == "HTTP/1.1" && headers["expect"]?.lowercased() == "100-continue" && framing != .none
    }

    /// The request with `body`.
    func request(body: Data) -> HTTPRequest {
        HTTPRequest(method: method, path: path, query: query, headers: headers, body: body)
    }

    private static func framing(
        _ headers: [String: String], maxBodyBytes: Int
    ) throws(HTTPRequestRejection) -> BodyFraming {
        switch (headers["transfer-encoding"], headers["content-length"]) {
        case (.some, .some):
            throw .badRequest("both Transfer-Encoding and Content-Length")
        case (.some(let encoding), nil):
            let codings = HTTPSyntax.listElements(encoding)
            guard codings.last == "chunked" else { throw .badRequest("the last transfer coding must be chunked") }
            guard codings == ["chunked"] else {
                throw HTTPRequestRejection(status: 501, reason: "unsupported transfer coding \(encoding)")
            }
            return .chunked
        case (nil, .some(let lengths)):
            let values = Set(HTTPSyntax.listElements(lengths))
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

    /// The non-empty lines of a header section, their CRLF stripped (the parser has checked that every line has one).
    private static func lines(_ section: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        section.split(separator: HTTPSyntax.lineFeed, omittingEmptySubsequences: false).compactMap { line in
            let trimmed = line.last == HTTPSyntax.carriageReturn ? line.dropLast() : line
            return trimmed.isEmpty ? nil : trimmed
        }
    }

    private static func requestLine(
        _ line: ArraySlice<UInt8>, passesEveryMethod: Bool
    ) throws(HTTPRequestRejection) -> (method: String, target: [UInt8], version: String) {
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty,
            parts[0].allSatisfy(HTTPSyntax.isTokenCharacter), parts[1].allSatisfy(HTTPSyntax.isTargetCharacter)
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
        guard passesEveryMethod || supportedMethods.contains(method) else {
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
            guard let field = HTTPSyntax.fieldLine(line) else { throw .badRequest("malformed header line") }
            let name = Self.lowercased(field.name)
            let value = String(decoding: HTTPSyntax.trimmingWhitespace(field.value), as: UTF8.self)
            // One Host only (RFC 9112 §3.2): two could name different sites to different readers.
            guard name != "host" || headers[name] == nil else { throw .badRequest("more than one Host header") }
            headers[name] = headers[name].map { $0 + ", " + value } ?? value
        }
        return headers
    }

    /// A field name (token characters, so ASCII) lower-cased, made in one pass.
    private static func lowercased(_ name: ArraySlice<UInt8>) -> String {
        String(unsafeUninitializedCapacity: name.count) { buffer in
            for (index, byte) in name.enumerated() {
                buffer[index] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
            }
            return name.count
        }
    }
}
