import Foundation

/// Reads one HTTP/1.1 answer from a `ByteSource`, in one pass over the bytes and within `ExchangeLimits`: a
/// status line and headers, interim 1xx answers skipped, then a body framed by `Content-Length`, by chunks, or by
/// the end of the connection. The request never asks for compression, so a compressed answer is refused.
struct HTTPAnswerReader<Source: ByteSource> {
    private var source: Source
    private let limits: ExchangeLimits
    private var buffer: [UInt8] = []
    /// Bytes of `buffer` before this index are consumed.
    private var start = 0
    private static var readSize: Int { 64 << 10 }
    /// A chunk-size line, extensions included.
    private static var maxChunkLineBytes: Int { 4 << 10 }

    init(source: Source, limits: ExchangeLimits) {
        self.source = source
        self.limits = limits
    }

    /// The answer to a request sent with `method`.
    mutating func read(method: String) throws(ExchangeFailure) -> HTTPAnswer {
        var headBudget = limits.maxHeadBytes
        while true {
            let (status, headers) = try readHead(budget: &headBudget)
            if status == 101 { throw .invalidAnswer("it switched protocols, which this client never asks for") }
            if (100...199).contains(status) { continue }
            let body = try readBody(status: status, headers: headers, method: method, headBudget: &headBudget)
            return HTTPAnswer(status: status, headers: headers, body: body)
        }
    }

    // MARK: Head

    private mutating func readHead(budget: inout Int) throws(ExchangeFailure) -> (Int, [HTTPHeaderField]) {
        let lines = try readLines(budget: &budget, what: "a head")
        guard let statusLine = lines.first else { throw .invalidAnswer("an empty head") }
        let status = try Self.status(in: statusLine)
        var headers: [HTTPHeaderField] = []
        for line in lines.dropFirst() {
            headers.append(try Self.field(in: line))
        }
        return (status, headers)
    }

    /// Lines up to an empty one, each without its CRLF; `budget` is what the head may still take on the wire.
    private mutating func readLines(budget: inout Int, what: String) throws(ExchangeFailure) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        while true {
            let line = try readLine(
                maxBytes: max(budget - 2, 0), tooLong: .invalidAnswer("\(what) over \(limits.maxHeadBytes) bytes"))
            budget -= line.count + 2
            if line.isEmpty { return lines }
            lines.append(line)
        }
    }

    private static func status(in line: [UInt8]) throws(ExchangeFailure) -> Int {
        let text = String(decoding: line, as: UTF8.self)
        let parts = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0] == "HTTP/1.1" || parts[0] == "HTTP/1.0", parts[1].count == 3,
            parts[1].allSatisfy(\.isASCIIDigit), let status = Int(parts[1]), (100...599).contains(status)
        else { throw .invalidAnswer("a status line that is not HTTP/1.1") }
        return status
    }

    private static func field(in line: [UInt8]) throws(ExchangeFailure) -> HTTPHeaderField {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > 0,
            line[..<colon].allSatisfy(\.isTokenByte)
        else { throw .invalidAnswer("a malformed header line") }
        let value = line[(colon + 1)...].drop(while: \.isBlank).reversed().drop(while: \.isBlank).reversed()
        return HTTPHeaderField(
            name: String(decoding: line[..<colon], as: UTF8.self), value: String(decoding: value, as: UTF8.self))
    }

    // MARK: Body

    private mutating func readBody(
        status: Int, headers: [HTTPHeaderField], method: String, headBudget: inout Int
    ) throws(ExchangeFailure) -> [UInt8] {
        let answer = HTTPAnswer(status: status, headers: headers, body: [])
        if method == "HEAD" || status == 204 || status == 304 { return [] }
        if let encoding = answer.value(of: "Content-Encoding"), !["", "identity"].contains(encoding.lowercased()) {
            throw .invalidAnswer("a compressed answer (\(encoding)), though only identity was accepted")
        }
        if let transferEncoding = answer.value(of: "Transfer-Encoding") {
            guard transferEncoding.lowercased() == "chunked" else {
                throw .invalidAnswer("a transfer encoding this client does not read (\(transferEncoding))")
            }
            return try readChunks(headBudget: &headBudget)
        }
        if let length = answer.value(of: "Content-Length") {
            return try take(try declaredLength(length))
        }
        return try readToEnd()
    }

    private func declaredLength(_ text: String) throws(ExchangeFailure) -> Int {
        let values = Set(text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        guard values.count == 1, let value = values.first, !value.isEmpty, value.allSatisfy(\.isASCIIDigit) else {
            throw .invalidAnswer("a malformed Content-Length")
        }
        guard value.count <= 18, let length = Int(value), length <= limits.maxBodyBytes else {
            throw tooLarge
        }
        return length
    }

    private mutating func readChunks(headBudget: inout Int) throws(ExchangeFailure) -> [UInt8] {
        var body: [UInt8] = []
        var framingBytes = 0
        while true {
            let line = try readLine(
                maxBytes: Self.maxChunkLineBytes,
                tooLong: .invalidAnswer("a chunk size line over \(Self.maxChunkLineBytes) bytes"))
            framingBytes += line.count + 4
            let digits = line.prefix { $0 != UInt8(ascii: ";") }.drop(while: \.isBlank).reversed()
                .drop(while: \.isBlank).reversed()
            guard !digits.isEmpty, digits.count <= 15, digits.allSatisfy(\.isHexDigit),
                let size = Int(String(decoding: digits, as: UTF8.self), radix: 16)
            else { throw .invalidAnswer("a malformed chunk size") }
            if size == 0 {
                _ = try readLines(budget: &headBudget, what: "trailers")
                return body
            }
            // Chunk lines count too: the limit is on bytes on the wire, however the body is cut up.
            guard size <= limits.maxBodyBytes - body.count - framingBytes else { throw tooLarge }
            body += try take(size)
            guard try take(2) == [0x0D, 0x0A] else { throw .invalidAnswer("a chunk longer than its size") }
        }
    }

    private mutating func readToEnd() throws(ExchangeFailure) -> [UInt8] {
        repeat {
            guard buffer.count - start <= limits.maxBodyBytes else { throw tooLarge }
        } while try fill()
        return try take(buffer.count - start)
    }

    private var tooLarge: ExchangeFailure {
        let limit = limits.maxBodyBytes
        return .invalidAnswer("an answer larger than " + (limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit) bytes"))
    }

    // MARK: Bytes

    /// The next line without its CRLF, at most `maxBytes` long (CRLF excluded). Each byte is looked at once.
    private mutating func readLine(maxBytes: Int, tooLong: ExchangeFailure) throws(ExchangeFailure) -> [UInt8] {
        var index = start
        while true {
            while index < buffer.count, buffer[index] != 0x0D, buffer[index] != 0x0A {
                index += 1
            }
            guard index - start <= maxBytes else { throw tooLong }
            if index + 1 < buffer.count {
                guard buffer[index] == 0x0D, buffer[index + 1] == 0x0A else {
                    throw .invalidAnswer("a line that does not end in CRLF")
                }
                let line = Array(buffer[start..<index])
                start = index + 2
                return line
            }
            let offset = index - start
            guard try fill() else { throw .answerLost }
            index = start + offset
        }
    }

    /// Exactly `count` bytes; the connection ending first means the answer was lost.
    private mutating func take(_ count: Int) throws(ExchangeFailure) -> [UInt8] {
        while buffer.count - start < count {
            guard try fill() else { throw .answerLost }
        }
        let bytes = Array(buffer[start..<(start + count)])
        start += count
        return bytes
    }

    /// Reads more bytes; false when the peer closed. Consumed bytes are dropped once they are most of the buffer.
    private mutating func fill() throws(ExchangeFailure) -> Bool {
        if start > Self.readSize, start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        return try source.read(into: &buffer, maxCount: Self.readSize) > 0
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension UInt8 {
    fileprivate var isBlank: Bool { self == 0x20 || self == 0x09 }

    fileprivate var isTokenByte: Bool {
        switch self {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            Array("!#$%&'*+-.^_`|~".utf8).contains(self)
        }
    }

    fileprivate var isHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
    }
}
