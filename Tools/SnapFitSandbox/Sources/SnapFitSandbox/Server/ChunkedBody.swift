import Foundation
import SnapFitBackend

/// Decodes a `Transfer-Encoding: chunked` request body (RFC 9112 §7.1). Chunk extensions and trailer fields
/// are read and ignored.
enum ChunkedBody {
    enum Outcome: Equatable {
        case incomplete
        /// The body, and the index just past the last chunk's trailer section.
        case complete(Data, end: Int)
        case rejected(HTTPRequestRejection)
    }

    private static let maxLineBytes = 4096

    /// Decodes the chunks that start at `start` in `bytes`, refusing a body longer than `maxBytes`.
    static func decode(_ bytes: [UInt8], from start: Int, maxBytes: Int) -> Outcome {
        var chunks: [Range<Int>] = []
        var total = 0
        var index = start
        while true {
            guard let (sizeLine, afterSize) = line(in: bytes, from: index) else {
                return bytes.count - index > maxLineBytes
                    ? .rejected(.badRequest("chunk size line too long")) : .incomplete
            }
            guard let size = chunkSize(sizeLine) else { return .rejected(.badRequest("bad chunk size")) }
            if size == 0 { return trailers(in: bytes, from: afterSize, chunks: chunks) }
            total += size
            guard total <= maxBytes else {
                return .rejected(HTTPRequestRejection(status: 413, reason: "request body too large"))
            }
            let dataEnd = afterSize + size
            guard let (rest, afterData) = line(in: bytes, from: dataEnd) else {
                return bytes.count - dataEnd > 2
                    ? .rejected(.badRequest("chunk data not followed by CRLF")) : .incomplete
            }
            guard rest.isEmpty else { return .rejected(.badRequest("chunk data not followed by CRLF")) }
            chunks.append(afterSize..<dataEnd)
            index = afterData
        }
    }

    private static func trailers(in bytes: [UInt8], from start: Int, chunks: [Range<Int>]) -> Outcome {
        var index = start
        while true {
            guard let (field, next) = line(in: bytes, from: index) else {
                return bytes.count - start > HTTPRequestParser.maxHeaderBytes
                    ? .rejected(HTTPRequestRejection(status: 431, reason: "trailer section too large")) : .incomplete
            }
            index = next
            if field.isEmpty {
                var body = Data(capacity: chunks.reduce(0) { $0 + $1.count })
                for chunk in chunks { body.append(contentsOf: bytes[chunk]) }
                return .complete(body, end: index)
            }
        }
    }

    /// The line starting at `start` without its CRLF (or bare LF), and the index after it.
    private static func line(in bytes: [UInt8], from start: Int) -> (ArraySlice<UInt8>, Int)? {
        guard start <= bytes.count, let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
            return nil
        }
        let end = newline > start && bytes[newline - 1] == UInt8(ascii: "\r") ? newline - 1 : newline
        return (bytes[start..<end], newline + 1)
    }

    /// The hexadecimal size of a chunk-size line, extensions after `;` ignored.
    private static func chunkSize(_ line: ArraySlice<UInt8>) -> Int? {
        let digits = line.prefix { $0 != UInt8(ascii: ";") }.filter {
            $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t")
        }
        guard !digits.isEmpty, digits.count <= 15 else { return nil }
        var size = 0
        for digit in digits {
            guard let value = HTTPRequestTarget.hexValue(digit) else { return nil }
            size = size << 4 | Int(value)
        }
        return size
    }
}
