/// What `HTTPRequestParser` made of the bytes received so far on one connection.
enum HTTPParseOutcome: Sendable {
    /// More bytes are needed. `expectsContinue` is true once the headers of a request sent with
    /// `Expect: 100-continue` are in but its body is not.
    case incomplete(expectsContinue: Bool)
    /// One whole request.
    case complete(ParsedRequest)
    /// A request the server refuses.
    case rejected(HTTPRequestRejection)
}

/// A whole request as read off the wire.
struct ParsedRequest: Sendable {
    let request: HTTPRequest
    /// The request target as sent, still percent-encoded (what the log line shows, redacted).
    let target: String
    /// How many bytes the request took on the wire, leading blank lines included.
    let byteCount: Int
    /// Whether the client wants the connection kept open after the answer.
    let keepAlive: Bool
}
