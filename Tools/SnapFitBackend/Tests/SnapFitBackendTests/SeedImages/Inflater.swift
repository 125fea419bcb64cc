/// A DEFLATE decoder (RFC 1951) for stored and fixed-Huffman blocks, written apart from the encoder so the tests
/// read its output as any PNG reader would.
struct Inflater {
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    private let bytes: [UInt8]
    private var bitPosition = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The bytes `deflated` holds; throws on a dynamic-Huffman block or anything malformed.
    static func inflate(_ deflated: [UInt8]) throws -> [UInt8] {
        var reader = Inflater(deflated)
        var output: [UInt8] = []
        var isLast = false
        while !isLast {
            isLast = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0: try reader.stored(into: &output)
            case 1: try reader.fixed(into: &output)
            default: throw Malformed(description: "a block type this reader does not take")
            }
        }
        return output
    }

    private mutating func stored(into output: inout [UInt8]) throws {
        bitPosition = (bitPosition + 7) / 8 * 8
        let length = try bits(16)
        guard try bits(16) == length ^ 0xFFFF else { throw Malformed(description: "LEN and NLEN disagree") }
        let start = bitPosition / 8
        guard start + length <= bytes.count else { throw Malformed(description: "a stored block past the end") }
        output += bytes[start..<start + length]
        bitPosition += length * 8
    }

    private mutating func fixed(into output: inout [UInt8]) throws {
        while true {
            let symbol = try literalOrLength()
            if symbol < 256 {
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < Self.lengthBases.count else { throw Malformed(description: "length code \(symbol)") }
            let length = Self.lengthBases[lengthIndex] + (try bits(Self.lengthExtra[lengthIndex]))
            let distanceIndex = try code(5)
            guard distanceIndex < 30 else { throw Malformed(description: "distance code \(distanceIndex)") }
            let distance = Self.distanceBases[distanceIndex] + (try bits(max(0, distanceIndex / 2 - 1)))
            guard distance <= output.count else { throw Malformed(description: "a distance before the start") }
            for _ in 0..<length { output.append(output[output.count - distance]) }
        }
    }

    /// One symbol of the fixed literal/length code: 7, 8 or 9 bits, read highest first.
    private mutating func literalOrLength() throws -> Int {
        var value = try code(7)
        if value <= 0b001_0111 { return 256 + value }
        value = value << 1 | (try bits(1))
        if (0x30...0xBF).contains(value) { return value - 0x30 }
        if (0xC0...0xC7).contains(value) { return 280 + value - 0xC0 }
        value = value << 1 | (try bits(1))
        return 144 + value - 0x190
    }

    /// `count` bits read highest first, as Huffman codes are.
    private mutating func code(_ count: Int) throws -> Int {
        var value = 0
        for _ in 0..<count { value = value << 1 | (try bits(1)) }
        return value
    }

    /// `count` bits read lowest first, as headers and extra bits are.
    private mutating func bits(_ count: Int) throws -> Int {
        var value = 0
        for index in 0..<count {
            guard bitPosition / 8 < bytes.count else { throw Malformed(description: "the data ends early") }
            value |= Int(bytes[bitPosition / 8] >> (bitPosition % 8) & 1) << index
            bitPosition += 1
        }
        return value
    }

    private static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBases = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
}
