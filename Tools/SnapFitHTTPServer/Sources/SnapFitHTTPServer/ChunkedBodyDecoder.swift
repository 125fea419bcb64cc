import Foundation

/// Decodes a `Transfer-Encoding: chunked` request body (RFC 9112 §7.1) as its bytes arrive, looking at each byte
/// once. Chunk extensions and trailer fields are checked, then ignored, within limits: the data may take up to
/// `maxBodyBytes`, and everything else on the wire (size lines, extensions, line ends, trailers) up to
/// `maxFramingBytes`, of which the trailer section up to `maxTrailerBytes`.
struct ChunkedBodyDecoder: Sendable {
    enum Progress: Equatable {
        case needsMore
        case complete(Data)
        case rejected(HTTPRequestRejection)
    }

    private enum Phase {
        case sizeLine
        case data(remaining: Int)
        case dataEnd
        case trailers
    }

    static let maxFramingBytes = 64 * 1024
    static let maxTrailerBytes = 8 * 1024

    let maxBodyBytes: Int
    private var phase = Phase.sizeLine
    private var body = Data()
    private var framingBytes = 0
    private var trailerBytes = 0
    /// How far the search for the end of the current line has got, and how long that unfinished line is.
    private var lineScanned = 0
    private var pendingLineBytes = 0

    init(maxBodyBytes: Int) {
        self.maxBodyBytes = maxBodyBytes
    }

    /// Reads what it can of `bytes` from `index`, moving `index` past what it used.
    mutating func consume(_ bytes: [UInt8], from index: inout Int) -> Progress {
        while index < bytes.count {
            switch phase {
            case .sizeLine:
                let line: ArraySlice<UInt8>
                switch nextLine(bytes, from: &index) {
                case .incomplete: return overflowOrMore()
                case .bareLineFeed: return Self.bareLineFeed
                case .line(let complete): line = complete
                }
                guard let size = ChunkSizeLine.size(of: line) else { return .rejected(.badRequest("bad chunk size")) }
                guard body.count + size <= maxBodyBytes else {
                    return .rejected(HTTPRequestRejection(status: 413, reason: "request body too large"))
                }
                phase = size == 0 ? .trailers : .data(remaining: size)
            case .data(let remaining):
                let count = min(remaining, bytes.count - index)
                body.append(contentsOf: bytes[index..<index + count])
                index += count
                phase = remaining == count ? .dataEnd : .data(remaining: remaining - count)
            case .dataEnd:
                guard index + 1 < bytes.count else { return .needsMore }
                guard bytes[index] == HTTPSyntax.carriageReturn, bytes[index + 1] == HTTPSyntax.lineFeed else {
                    return .rejected(.badRequest("chunk data not followed by CRLF"))
                }
                index += 2
                framingBytes += 2
                phase = .sizeLine
            case .trailers:
                let before = index
                let line: ArraySlice<UInt8>
                switch nextLine(bytes, from: &index) {
                case .incomplete:
                    return trailerBytes + (bytes.count - before) > Self.maxTrailerBytes
                        ? .rejected(HTTPRequestRejection(status: 431, reason: "trailer section too large"))
                        : overflowOrMore()
                case .bareLineFeed: return Self.bareLineFeed
                case .line(let complete): line = complete
                }
                trailerBytes += index - before
                guard trailerBytes <= Self.maxTrailerBytes else {
                    return .rejected(HTTPRequestRejection(status: 431, reason: "trailer section too large"))
                }
                if line.isEmpty { return .complete(body) }
                guard HTTPSyntax.fieldLine(line) != nil else { return .rejected(.badRequest("malformed trailer line")) }
            }
            guard framingBytes <= Self.maxFramingBytes else { return Self.framingTooLarge }
        }
        return .needsMore
    }

    /// Tells the decoder that the first `count` bytes of the buffer it reads were dropped.
    mutating func dropped(_ count: Int) {
        lineScanned = max(0, lineScanned - count)
    }

    private enum Line {
        /// Its end has not arrived.
        case incomplete
        /// It ends in LF without CR.
        case bareLineFeed
        /// The line without its CRLF.
        case line(ArraySlice<UInt8>)
    }

    /// The line at `index`, counted as framing once whole.
    private mutating func nextLine(_ bytes: [UInt8], from index: inout Int) -> Line {
        let searchStart = max(index, lineScanned)
        guard let newline = bytes[searchStart...].firstIndex(of: HTTPSyntax.lineFeed) else {
            lineScanned = bytes.count
            pendingLineBytes = bytes.count - index
            return .incomplete
        }
        guard newline > index, bytes[newline - 1] == HTTPSyntax.carriageReturn else { return .bareLineFeed }
        let line = bytes[index..<newline - 1]
        framingBytes += newline + 1 - index
        index = newline + 1
        lineScanned = index
        pendingLineBytes = 0
        return .line(line)
    }

    private func overflowOrMore() -> Progress {
        framingBytes + pendingLineBytes > Self.maxFramingBytes ? Self.framingTooLarge : .needsMore
    }

    private static let framingTooLarge = Progress.rejected(
        HTTPRequestRejection(status: 413, reason: "chunk framing larger than \(maxFramingBytes) bytes"))

    private static let bareLineFeed = Progress.rejected(.badRequest("a chunk line ends without CR"))
}
