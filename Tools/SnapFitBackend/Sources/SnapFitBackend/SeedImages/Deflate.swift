/// DEFLATE compression (RFC 1951) in one block of fixed Huffman codes. Repeats are looked for only at the distances
/// the caller names (for a picture: one pixel back, one row up, and a row up one pixel aside), which is what makes
/// flat and gradient areas small without a general match finder.
enum Deflate {
    /// `bytes` compressed, with back-references only at `distances` (each 1...32768).
    static func compress(_ bytes: [UInt8], distances: [Int]) -> [UInt8] {
        var writer = BitWriter()
        writer.write(1, count: 1)  // BFINAL: the only block
        writer.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
        var position = 0
        while position < bytes.count {
            let match = longestMatch(in: bytes, at: position, distances: distances)
            if match.length >= 3 {
                writeLength(match.length, to: &writer)
                writeDistance(match.distance, to: &writer)
                position += match.length
            } else {
                writeSymbol(Int(bytes[position]), to: &writer)
                position += 1
            }
        }
        writeSymbol(256, to: &writer)  // end of block
        return writer.finish()
    }

    static let maxMatchLength = 258

    private static func longestMatch(
        in bytes: [UInt8], at position: Int, distances: [Int]
    ) -> (length: Int, distance: Int) {
        var best = (length: 0, distance: 0)
        let limit = min(maxMatchLength, bytes.count - position)
        for distance in distances where distance <= position && distance <= 32768 {
            var length = 0
            while length < limit && bytes[position + length] == bytes[position + length - distance] { length += 1 }
            if length > best.length { best = (length, distance) }
        }
        return best
    }

    /// A literal byte (0...255) or end of block (256) in the fixed literal/length code (RFC 1951 §3.2.6).
    private static func writeSymbol(_ symbol: Int, to writer: inout BitWriter) {
        switch symbol {
        case 0...143: writer.writeCode(0x30 + symbol, length: 8)
        case 144...255: writer.writeCode(0x190 + symbol - 144, length: 9)
        case 256...279: writer.writeCode(symbol - 256, length: 7)
        default: writer.writeCode(0xC0 + symbol - 280, length: 8)
        }
    }

    private static func writeLength(_ length: Int, to writer: inout BitWriter) {
        let index = lengthBases.lastIndex { $0 <= length }!
        writeSymbol(257 + index, to: &writer)
        writer.write(length - lengthBases[index], count: lengthExtraBits[index])
    }

    private static func writeDistance(_ distance: Int, to writer: inout BitWriter) {
        let index = distanceBases.lastIndex { $0 <= distance }!
        writer.writeCode(index, length: 5)
        writer.write(distance - distanceBases[index], count: distanceExtraBits[index])
    }

    static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    static let lengthExtraBits = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    static let distanceBases = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtraBits = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
}
