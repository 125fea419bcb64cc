@testable import SnapFitBackend

/// A PNG file taken apart for the tests: its chunks in order, and what its header and image data say.
struct PNGFile {
    struct Chunk {
        let type: String
        let data: [UInt8]
        /// Whether the stored CRC-32 is that of the type and data.
        let crcMatches: Bool
    }

    struct Malformed: Error {}

    let signature: [UInt8]
    let chunks: [Chunk]

    init(_ bytes: [UInt8]) throws {
        guard bytes.count >= 8 else { throw Malformed() }
        signature = Array(bytes.prefix(8))
        var chunks: [Chunk] = []
        var offset = 8
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw Malformed() }
            let length = Int(Self.bigEndian(bytes, at: offset))
            guard offset + 12 + length <= bytes.count else { throw Malformed() }
            let typeAndData = Array(bytes[offset + 4..<offset + 8 + length])
            chunks.append(
                Chunk(
                    type: String(decoding: typeAndData.prefix(4), as: UTF8.self), data: Array(typeAndData.dropFirst(4)),
                    crcMatches: CRC32.checksum(typeAndData) == Self.bigEndian(bytes, at: offset + 8 + length)))
            offset += 12 + length
        }
        self.chunks = chunks
    }

    /// Width and height from `IHDR`.
    var size: (width: Int, height: Int)? {
        guard let header = chunks.first(where: { $0.type == "IHDR" })?.data, header.count == 13 else { return nil }
        return (Int(Self.bigEndian(header, at: 0)), Int(Self.bigEndian(header, at: 4)))
    }

    /// Every `IDAT` chunk's data, joined: the zlib stream.
    var imageData: [UInt8] { chunks.filter { $0.type == "IDAT" }.flatMap(\.data) }

    static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
