import Foundation

/// Reads HTTP/1.1 requests (RFC 9112) from one connection's bytes as they arrive, looking at each byte a bounded
/// number of times, so the work is linear in the bytes received. Pipelined requests come out one at a time, in
/// order. Everything it holds is bounded: blank lines before a request, the head, the body and a chunked body's
/// framing (see `ChunkedBodyDecoder`).
struct HTTPRequestParser: Sendable {
    /// The largest head accepted (request line and header fields); more is a 431.
    static let maxHeaderBytes = 64 * 1024
    /// Blank lines a client may send before a request line (RFC 9112 §2.2 asks servers to ignore at least one).
    static let maxLeadingBlankBytes = 64

    private struct PendingBody {
        let head: HTTPRequestHead
        var chunks: ChunkedBodyDecoder?
        /// Where a large body with a declared length goes as it arrives.
        var spool: BodySpool?
    }

    let bodyLimit: BodyLimit
    let bodyLimitByRequest: BodyLimitDecision?
    /// Whether every well-formed method is parsed, not only `HTTPRequestHead.supportedMethods`.
    let passesEveryMethod: Bool
    private var buffer: [UInt8] = []
    /// The first byte not used yet.
    private var start = 0
    /// How far the search for the end of the current head has got.
    private var headScanned = 0
    private var leadingBlankBytes = 0
    /// The wire bytes of the current request used so far.
    private var requestBytes = 0
    private var pending: PendingBody?

    /// - Parameters:
    ///   - bodyLimit: the body every request may send.
    ///   - bodyLimitByRequest: another limit for some requests, decided from their heads.
    ///   - passesEveryMethod: parse any well-formed method rather than refuse an unusual one with a 501.
    init(bodyLimit: BodyLimit, bodyLimitByRequest: BodyLimitDecision? = nil, passesEveryMethod: Bool = false) {
        self.bodyLimit = bodyLimit
        self.bodyLimitByRequest = bodyLimitByRequest
        self.passesEveryMethod = passesEveryMethod
    }

    /// Whether part of a request has arrived and its end has not.
    var isMidRequest: Bool { pending != nil || start < buffer.count || leadingBlankBytes > 0 }

    /// How many bytes of the connection the parser holds in memory (a spooled body's are in its file).
    var heldBytes: Int { buffer.count }

    /// How long the body of the request being read may take; `nil` when no head awaits its body.
    var bodyTimeout: TimeInterval? { pending?.head.bodyLimit.timeout }

    /// Adds bytes received from the connection.
    mutating func append(_ bytes: ArraySlice<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next whole request, or what is wrong with it, or a request for more bytes.
    mutating func next() -> HTTPParseOutcome {
        defer { compact() }
        do throws(HTTPRequestRejection) {
            if pending == nil {
                guard let head = try readHead() else { return .incomplete(expectsContinue: false) }
                var spool: BodySpool?
                if case .length(let length) = head.framing, length > BodySpool.threshold { spool = BodySpool() }
                pending = PendingBody(
                    head: head,
                    chunks: head.framing == .chunked ? ChunkedBodyDecoder(maxBodyBytes: head.bodyLimit.maxBytes) : nil,
                    spool: spool)
            }
            guard let head = pending?.head, let body = try readBody() else {
                return .incomplete(expectsContinue: pending?.head.expectsContinue ?? false)
            }
            pending = nil
            defer { requestBytes = 0 }
            return .complete(
                ParsedRequest(
                    request: head.request(body: body), target: head.target, byteCount: requestBytes,
                    keepAlive: head.keepAlive))
        } catch {
            var rejection = error
            rejection.method = rejection.method ?? pending?.head.method
            rejection.target = rejection.target ?? pending?.head.target
            return .rejected(rejection)
        }
    }

    /// The head at `start` once all of it has arrived, blank lines (CRLF) before it skipped.
    private mutating func readHead() throws(HTTPRequestRejection) -> HTTPRequestHead? {
        while start < buffer.count, buffer[start] == HTTPSyntax.carriageReturn || buffer[start] == HTTPSyntax.lineFeed {
            guard buffer[start] == HTTPSyntax.carriageReturn else { throw .badRequest("a line ends without CR") }
            guard start + 1 < buffer.count else { return nil }
            guard buffer[start + 1] == HTTPSyntax.lineFeed else { throw .badRequest("a CR without LF") }
            start += 2
            leadingBlankBytes += 2
            guard leadingBlankBytes <= Self.maxLeadingBlankBytes else {
                throw .badRequest("too many blank lines before the request line")
            }
        }
        guard let headEnd = try endOfHead() else {
            guard buffer.count - start <= Self.maxHeaderBytes else {
                throw HTTPRequestRejection(status: 431, reason: "request header section too large")
            }
            return nil
        }
        let head = try HTTPRequestHead(
            buffer[start..<headEnd], bodyLimit: bodyLimit, bodyLimitByRequest: bodyLimitByRequest,
            passesEveryMethod: passesEveryMethod)
        requestBytes = leadingBlankBytes + headEnd - start
        leadingBlankBytes = 0
        start = headEnd
        return head
    }

    /// The index just past the blank line that ends the head, searching only bytes not searched before. Every
    /// line ends in CRLF: a bare LF is refused, as another server in front could read it otherwise (RFC 9112 §2.2).
    private mutating func endOfHead() throws(HTTPRequestRejection) -> Int? {
        let limit = min(buffer.count, start + Self.maxHeaderBytes + 4)
        var index = max(start, headScanned)
        while index < limit {
            if buffer[index] == HTTPSyntax.lineFeed {
                guard index > start, buffer[index - 1] == HTTPSyntax.carriageReturn else {
                    throw .badRequest("a line ends without CR")
                }
                if index + 2 < buffer.count, buffer[index + 1] == HTTPSyntax.carriageReturn,
                    buffer[index + 2] == HTTPSyntax.lineFeed
                {
                    return index + 3
                }
            }
            index += 1
        }
        headScanned = max(start, limit - 2)
        return nil
    }

    /// The pending request's body once all of it has arrived.
    private mutating func readBody() throws(HTTPRequestRejection) -> Data? {
        guard var body = pending else { return nil }
        switch body.head.framing {
        case .none:
            return Data()
        case .length(let length) where body.spool != nil:
            return try spool(length)
        case .length(let length):
            guard buffer.count - start >= length else { return nil }
            defer {
                start += length
                requestBytes += length
            }
            return Data(buffer[start..<start + length])
        case .chunked:
            guard var chunks = body.chunks else { return nil }
            var index = start
            let progress = chunks.consume(buffer, from: &index)
            requestBytes += index - start
            start = index
            body.chunks = chunks
            pending = body
            switch progress {
            case .needsMore: return nil
            case .complete(let data): return data
            case .rejected(let rejection): throw rejection
            }
        }
    }

    /// Moves what has arrived of the pending body into its spool: the whole body once all of it is there.
    private mutating func spool(_ length: Int) throws(HTTPRequestRejection) -> Data? {
        guard var spool = pending?.spool else { return nil }
        let taken = min(length - spool.count, buffer.count - start)
        guard spool.write(buffer[start..<start + taken]) else {
            throw HTTPRequestRejection(status: 507, reason: "no room for the request body")
        }
        start += taken
        requestBytes += taken
        pending?.spool = spool
        guard spool.count == length else { return nil }
        pending?.spool = nil
        guard let body = spool.finish() else {
            throw HTTPRequestRejection(status: 507, reason: "no room for the request body")
        }
        return body
    }

    /// Drops a body being spooled, when the connection ends before it has all arrived.
    mutating func discard() {
        pending?.spool?.discard()
        pending?.spool = nil
    }

    /// Drops the bytes already used once they are a good part of the buffer, so it never holds more than about
    /// one request.
    private mutating func compact() {
        guard start > 0, start == buffer.count || start >= 64 * 1024 else { return }
        buffer.removeFirst(start)
        headScanned = max(0, headScanned - start)
        pending?.chunks?.dropped(start)
        start = 0
    }
}
